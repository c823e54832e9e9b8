import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { push } from '../../model/i18n/push.ts';
import { texts } from '../../src/i18n/locale.ts';
import { notifications, unreadCount, markAllRead } from '../../src/push/notifications.ts';
import { routePushMessage, type PushActions } from '../../src/push/routePushMessage.ts';

function actions() {
  const log: string[] = [];
  const a: PushActions = {
    t: texts(push),
    toast: (message, tone) => log.push(`${tone}:${message}`),
    signOut: () => log.push('signOut'),
    reloadMenu: () => log.push('reloadMenu'),
  };
  return { a, log };
}

describe('routing push messages in the browser', () => {
  beforeEach(() => notifications.setState([]));

  it('shows a notice as a toast and puts it in the bell, unread', () => {
    const { a, log } = actions();
    routePushMessage({ type: 'notice', id: '7', title: '重阳节慰问' }, a);
    assert.deepEqual(log, ['info:新通知：重阳节慰问']);
    assert.equal(unreadCount(notifications.getState()), 1);
    markAllRead();
    assert.equal(unreadCount(notifications.getState()), 0);
  });

  it('opens a 通知公告 from the bell where its recipient reads and signs it', () => {
    const { a } = actions();
    routePushMessage({ type: 'notice', id: 'n 1', title: '签收测试', resource: 'notification' }, a);
    routePushMessage({ type: 'notice', id: 'p1', title: '政策文件', resource: 'policyDocument' }, a);
    const byId = new Map(notifications.getState().map((n) => [n.id, n]));
    assert.equal(byId.get('notice:n 1')!.href, '/informationPublish/notice/detail?id=n%201');
    assert.equal(byId.get('notice:p1')!.href, undefined);
  });

  it('tells approvals and rejections apart', () => {
    const { a, log } = actions();
    routePushMessage({ type: 'approval', resource: 'talentDeclare', id: '1', title: '申报', approved: true }, a);
    routePushMessage({ type: 'approval', resource: 'talentDeclare', id: '2', title: '申报', approved: false }, a);
    assert.deepEqual(log, ['success:审核通过：申报', 'warning:审核未通过：申报']);
  });

  it('announces finished exports and imports', () => {
    const { a, log } = actions();
    routePushMessage({ type: 'job', kind: 'export', id: 'j', status: 'ready', fileName: '通讯录.xlsx' }, a);
    routePushMessage({ type: 'job', kind: 'import', id: 'k', status: 'failed' }, a);
    assert.deepEqual(log, ['success:导出完成：通讯录.xlsx', 'error:导入失败']);
  });

  it('signs out on a forced sign-out and reloads the menu on a grant change', () => {
    const { a, log } = actions();
    routePushMessage({ type: 'signOut', reason: 'forced' }, a);
    routePushMessage({ type: 'menuChanged' }, a);
    assert.deepEqual(log, ['warning:您的登录已被管理员结束，请重新登录', 'signOut', 'info:您的菜单权限已更新', 'reloadMenu']);
  });

  it('ignores types it does not know', () => {
    const { a, log } = actions();
    routePushMessage({ type: 'somethingNew', x: 1 }, a);
    assert.deepEqual(log, []);
    assert.deepEqual(notifications.getState(), []);
  });
});
