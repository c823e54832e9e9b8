/** The pages the shell owns: home, its lists, the embedded page, visits. */
import './harness.tsx';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, screen, within } from '@testing-library/react';
import { embeddable } from '../../src/pages/iframe/IframePage.tsx';
import { recordVisit, topVisits } from '../../src/pages/home/visits.ts';
import { navigate } from '../../src/router/navigate.ts';
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

  it('opens on today’s work: the server’s kinds by group, each count opening its list, with the time they were taken', async () => {
    answers['/lgbsmp/api/v1/home/figures'] = { asOf: '2025-03-01T02:00:00.000Z', groups: [{ key: 'cadres', rows: [{ label: '离休', value: 3 }, { label: '退休', value: 120 }] }] };
    answers['/lgbsmp/api/v1/home/items'] = {
      asOf: '2025-03-01T02:00:00.000Z',
      kinds: [
        { type: 'beautifulSilverReview', group: 'todo', label: 'home.type.review', resource: 'beautifulSilver', count: 3 },
        { type: 'notice', group: 'read', label: 'home.type.notice', areaPage: '/informationPublish/notice/detail', count: 1 },
        { type: 'birthday', group: 'remind', label: 'home.type.birthday', count: 0 },
        { type: 'silverShared', group: 'shared', label: 'home.type.silverShared', count: 9 },
      ],
    };
    try {
      signedIn(catalogueMenu(['cockpitEntrance']));
      openShell('/');
      const work = within(await screen.findByRole('region', { name: '今日工作' }));
      assert.ok(work.getByText(/^统计时间：2025-03-01 \d\d:00$/));
      assert.equal(work.getByRole('link', { name: '最美银龄待审核：3 条' }).getAttribute('href'), '/home/homeList/beautifulSilverReview');
      assert.equal(work.getByRole('link', { name: '通知公告待签收：1 条' }).getAttribute('href'), '/home/homeList/notice');
      assert.equal(work.getByRole('link', { name: '本周生日：0 条' }).getAttribute('href'), '/home/homeList/birthday');
      assert.equal(work.queryByRole('link', { name: /共享展示/ }), null, 'the showcase is its own card');
      assert.ok(within(screen.getByRole('region', { name: '共享展示' })).getByRole('link', { name: '更多' }));
      const figures = within(screen.getByRole('region', { name: '工作概览' }));
      assert.ok(figures.getByRole('table', { name: '离退休干部' }));
      assert.equal(figures.getByRole('rowheader', { name: '退休' }).nextElementSibling!.textContent, '120');
    } finally {
      answers['/lgbsmp/api/v1/home/items'] = { kinds: [], asOf: '2025-03-01T02:00:00.000Z' };
      answers['/lgbsmp/api/v1/home/figures'] = { groups: [], asOf: '2025-03-01T02:00:00.000Z' };
    }
  });

  it('lists a kind’s items as the server pages them, each opening its detail or its area’s page', async () => {
    const path = '/lgbsmp/api/v1/home/items/beautifulSilverReview';
    answers[path] = {
      kind: { type: 'beautifulSilverReview', group: 'todo', label: 'home.type.review', resource: 'beautifulSilver' }, total: 1, size: 10, current: 1,
      records: [{ id: 'b1', title: '杭州市义务巡河十年的老书记', date: '2025-02-27', orgName: '杭州市委老干部局', note: null }],
    };
    try {
      signedIn(catalogueMenu(['cockpitEntrance']));
      openShell('/home/homeList/beautifulSilverReview');
      assert.ok(await screen.findByRole('heading', { name: '最美银龄待审核' }));
      assert.equal(screen.getByRole('link', { name: '杭州市义务巡河十年的老书记' }).getAttribute('href'), '/home/homeDetails/b1/beautifulSilverReview');
      assert.ok(screen.getByRole('cell', { name: '杭州市委老干部局' }));
      act(() => navigate('/home/homeList/notice'));
      assert.ok(await screen.findByRole('heading', { name: '通知公告待签收' }));
      assert.equal(screen.getByRole('link', { name: '进入办理页面' }).getAttribute('href'), '/informationPublish/notice/detail');
      assert.ok(screen.getByText('暂无数据'));
    } finally {
      delete answers[path];
    }
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
