/** The pages the shell owns: home, its lists, the embedded page, visits. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { screen, within } from '@testing-library/react';
import { embeddable } from '../../src/pages/iframe/IframePage.tsx';
import { recordVisit, topVisits } from '../../src/pages/home/visits.ts';
import { storage } from '../../src/store/storage.ts';
import { answers, catalogueMenu, openShell, requested, resetShell, signedIn } from './harness.tsx';

const SUMMARY = answers['/lgbsmp/api/v1/home/summary'];
const BIRTHDAYS = '/lgbsmp/api/v1/cadreReminder/birthday';

describe('the home page', () => {
  afterEach(async () => {
    await resetShell();
    answers['/lgbsmp/api/v1/home/summary'] = SUMMARY;
  });

  it('shows the counts of the user’s scope by state, the latest documents, shortcuts, and nothing that is not there', async () => {
    answers['/lgbsmp/api/v1/home/summary'] = {
      counts: [{ resource: 'stafftelphone', total: 12 }, { resource: 'policyDocument', total: 5, byState: { '0': 1, '1': 4, '2': 0 } }],
      latest: { resource: 'policyDocument', available: true, records: [{ id: 'd1', title: '关于走访慰问的通知', date: '2025-03-01' }] },
    };
    const user = signedIn(catalogueMenu(['guideWork/phoneBook', 'cockpitEntrance']));
    recordVisit(user.userId, '/cockpitEntrance');
    openShell('/');
    assert.ok(await screen.findByRole('heading', { name: '测试员，您好' }));
    const counts = await screen.findByRole('region', { name: '数据概况' });
    assert.ok(within(counts).getByLabelText('通讯录：12 条'));
    assert.ok(within(counts).getByRole('link', { name: '进入通讯录' }), 'a link to the list the user holds');
    assert.equal(within(counts).queryByRole('link', { name: '进入政策文件' }), null, 'no link to a list the user lacks');
    assert.match(within(counts).getByText('已发布').parentElement!.textContent!, /已发布\s*4/);
    assert.equal(screen.getByRole('link', { name: '关于走访慰问的通知' }).getAttribute('href'), '/home/homeDetails/d1/policy');
    assert.ok(within(screen.getByRole('region', { name: '常用功能' })).getByRole('link', { name: '驾驶舱入口' }));
    assert.equal(screen.queryByText('即将开放'), null, 'no “coming soon” (issue 16.8)');
    assert.equal(screen.queryByText(/尚未上线/), null);
    assert.equal(screen.queryByRole('region', { name: '本周生日' }), null, 'no birthdays for a user without the reminder page');
    assert.ok(!requested.includes(BIRTHDAYS));
  });

  it('shows this week’s birthday reminders as a card that opens the reminder page', async () => {
    answers[BIRTHDAYS] = {
      total: 7, size: 5, current: 1, days: 7, today: '2025-03-01',
      records: [
        { id: 'c1', realName: '张三', birthdayDate: '2025-03-01', countdown: 0, age: 80, milestone: true, manageOrgName: '西湖区教育局' },
        { id: 'c2', realName: '李四', birthdayDate: '2025-03-04', countdown: 3, age: 77, milestone: false, manageOrgName: '杭州市委老干部局' },
      ],
    };
    try {
      signedIn(catalogueMenu(['retiredVeteranCadres/birthdayReminder', 'cockpitEntrance']));
      openShell('/');
      const card = within(await screen.findByRole('region', { name: '本周生日' }));
      await card.findByText('张三');
      assert.deepEqual(card.getAllByRole('listitem').map((li) => li.textContent), ['张三西湖区教育局03-01 · 80岁', '李四杭州市委老干部局03-04 · 77岁']);
      assert.ok(card.getByText('未来7天共 7 人过生日'));
      assert.equal(card.getByRole('link', { name: '更多' }).getAttribute('href'), '/retiredVeteranCadres/birthdayReminder');
    } finally {
      delete answers[BIRTHDAYS];
    }
  });

  it('says a kind of item that does not exist yet is coming, rather than listing nothing', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/home/homeList/approval');
    assert.ok(await screen.findByRole('heading', { name: '待办审批' }));
    assert.ok(screen.getByText('该功能尚未上线，上线后将在此显示'));
  });
});

describe('the embedded page', () => {
  it('embeds http and https pages of other sites only', () => {
    const own = 'http://127.0.0.1:8080';
    assert.equal(embeddable('https://example.gov.cn/screen?a=1', own), 'https://example.gov.cn/screen?a=1');
    assert.equal(embeddable('http://10.0.0.5/index', own), 'http://10.0.0.5/index');
    for (const src of ['javascript:alert(1)', 'data:text/html,x', '/guideWork/phoneBook', '//evil.example', `${own}/home`, undefined, '']) {
      assert.equal(embeddable(src, own), null, String(src));
    }
  });

  it('refuses an address it may not embed, in words', async () => {
    signedIn(catalogueMenu(['cockpitEntrance']));
    openShell('/myiframe/report?src=javascript%3Aalert(1)');
    assert.ok(await screen.findByRole('heading', { name: '无法打开该外部页面' }));
    assert.equal(document.querySelector('iframe'), null);
  });
});

describe('the most used pages', () => {
  afterEach(() => localStorage.clear());

  it('are counted per user, most visited first, and go with a logout’s clearing (spec section 4)', () => {
    for (const address of ['/a', '/b', '/b', '/c', '/b', '/c']) recordVisit('u1', address);
    recordVisit('u2', '/z');
    assert.deepEqual(topVisits('u1', 2), ['/b', '/c']);
    assert.deepEqual(topVisits('u2', 5), ['/z']);
    storage.clear();
    assert.deepEqual(topVisits('u1', 2), []);
  });
});
