/** Texts of the push channel: toasts and the notification bell. */
import type { Messages } from './define.ts';

export const push = {
  'push.notice': ['新通知：{title}', 'New notice: {title}'],
  'push.approved': ['审核通过：{title}', 'Approved: {title}'],
  'push.rejected': ['审核未通过：{title}', 'Not approved: {title}'],
  'push.exportReady': ['导出完成：{fileName}', 'Export ready: {fileName}'],
  'push.exportFailed': ['导出失败：{fileName}', 'Export failed: {fileName}'],
  'push.importDone': ['导入完成', 'Import finished'],
  'push.importFailed': ['导入失败', 'Import failed'],
  'push.signedOut': ['您的登录已被管理员结束，请重新登录', 'An administrator ended your session: please sign in again'],
  'push.menuChanged': ['您的菜单权限已更新', 'Your menus have been updated'],
  'push.bell': ['消息通知', 'Notifications'],
  'push.unread': ['{count}条未读', '{count} unread'],
  'push.markAllRead': ['全部已读', 'Mark all read'],
  'push.empty': ['暂无新消息', 'No new messages'],
} as const satisfies Messages;
