/**
 * 生日提醒 and 政治生日 against the real server: the window switch, the cadre list's search form, the
 * countdown, the age turned with milestone ages highlighted, the lunar flag, 光荣在党50年, the link that
 * records a birthday visit, and the export of the whole window as the server's spreadsheet.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import BirthdayReminderPage from '../../src/pages/cadre/reminders/BirthdayReminderPage.tsx';
import PoliticalBirthdayPage from '../../src/pages/cadre/reminders/PoliticalBirthdayPage.tsx';
import { readXlsx } from '../../server/xlsx/index.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { bornDaysAhead, createCadre, idCard, todayCst } from '../cadre/helpers/cadreData.ts';
import { catchDownloads } from '../crud/helpers/importSheet.ts';

const later = { workStartDate: '1975-01', partyJoinDate: '1980-01', retirementDate: '2015-01' };
const name = (n: string) => `寿星${n}`;

for (const engine of ENGINES) {
  describe(`birthday reminder pages (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
      const hz = b.api;
      await createCadre(hz, { ...later, realName: name('甲'), idCard: idCard('330106', bornDaysAhead(75, 3)) });
      await createCadre(hz, { ...later, realName: name('乙'), idCard: idCard('330106', bornDaysAhead(71, 2)), isReminder: false });
      await createCadre(hz, { ...later, realName: name('辛'), idCard: idCard('330106', bornDaysAhead(101, 1)) });
      await createCadre(hz, { ...later, realName: name('己'), idCard: idCard('330106', bornDaysAhead(76, 6)), birthday: `${bornDaysAhead(76, 6).slice(0, 4)}-01-15`, birthdayCalendar: '1' });
      await createCadre(hz, { ...later, realName: name('庚'), idCard: idCard('330106', bornDaysAhead(73, 20)) });
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const rows = () => screen.getAllByRole('row').slice(1).filter((r) => within(r).queryAllByRole('cell').length > 1);
    const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');
    const names = () => rows().map((r) => cellsOf(r)[0]);
    async function searchName(text: string) {
      // After the first page arrived: a search while it loads would cancel it (fine, but noisy in happy-dom).
      // A message of its own: node's assert would otherwise parse this file to word one, on every retry.
      await waitFor(() => assert.ok(screen.queryByText('加载中…') === null, 'still loading'));
      const search = screen.getByRole('search');
      fireEvent.change(within(search).getByLabelText('姓名'), { target: { value: text } });
      fireEvent.submit(search);
      await waitFor(() => assert.ok(screen.queryByText('加载中…') === null, 'still loading'));
    }

    it('lists the birthdays of the next 7 days soonest first, with countdown, age, milestones and the lunar flag', async () => {
      render(<BirthdayReminderPage params={{}} query={{}} />);
      await screen.findByRole('table', { name: '生日提醒' });
      await searchName('寿星');
      await waitFor(() => assert.deepEqual(names(), [name('辛'), name('甲'), name('己')]));
      const [xin, jia, ji] = rows().map(cellsOf);
      assert.equal(xin![4], '明天');
      assert.match(xin![5]!, /101岁.*百岁寿辰/);
      assert.equal(jia![4], '3天后');
      assert.match(jia![5]!, /75岁.*逢五逢十/);
      assert.match(ji![3]!, /阴历生日/);
      assert.doesNotMatch(ji![5]!, /逢五逢十/);
      assert.ok(screen.getByText('7天内共有 3 位老同志过生日'));
      const link = within(rows()[1]!).getByRole('link', { name: name('甲') });
      assert.match(link.getAttribute('href') ?? '', /^\/retiredVeteranCadres\/essentialInformation\/Details\//);
      // Each row offers the birthday visit (工作记录), the cadre chosen, back here once saved.
      const visit = new URL(within(rows()[1]!).getByRole('link', { name: `登记${name('甲')}的生日看望` }).getAttribute('href')!, 'http://x');
      assert.equal(visit.pathname, '/workRecord/VisitCondolences/birthday/Add');
      assert.equal(visit.searchParams.get('cadreId'), new URL(link.getAttribute('href')!, 'http://x').pathname.split('/').pop());
      assert.equal(visit.searchParams.get('visitDate'), null, 'a birthday still to come leaves the date to the user');
      assert.match(visit.searchParams.get('back') ?? '', /^\//);
    });

    it('widens the window to 30 days with the radio buttons, and never reminds those who turned reminders off', async () => {
      render(<BirthdayReminderPage params={{}} query={{}} />);
      await searchName('寿星');
      await waitFor(() => assert.equal(names().length, 3));
      const window = screen.getByRole('group', { name: '提醒范围' });
      fireEvent.click(within(window).getByRole('radio', { name: '30天内' }));
      await waitFor(() => assert.deepEqual(names(), [name('辛'), name('甲'), name('己'), name('庚')]));
      assert.ok((within(window).getByRole('radio', { name: '30天内' }) as HTMLInputElement).checked);
      assert.ok(!names().includes(name('乙')));
      assert.ok(screen.getByText('30天内共有 4 位老同志过生日'));
    });

    it('exports the whole window with the filters as the server’s spreadsheet', async () => {
      const downloads = catchDownloads();
      try {
        render(<BirthdayReminderPage params={{}} query={{}} />);
        await searchName('寿星');
        await waitFor(() => assert.equal(names().length, 3));
        await act(async () => fireEvent.click(screen.getByRole('button', { name: '导出' })));
        await waitFor(() => assert.equal(downloads.blobs.length, 1));
        assert.equal(downloads.links[0]!.download, '生日提醒（7天内）.xlsx');
        const sheet: unknown[][] = [];
        for await (const row of readXlsx(Buffer.from(await downloads.blobs[0]!.arrayBuffer()))) sheet.push(row.values);
        assert.equal(sheet[0]![0], '姓名');
        assert.deepEqual(sheet.slice(1).map((r) => r[0]), [name('辛'), name('甲'), name('己')]);
        assert.deepEqual(sheet.slice(1).map((r) => r[6]), ['是', '是', null]);
      } finally {
        downloads.stop();
      }
    });

    it('lists party anniversaries of the window with the years in the party, 光荣在党50年 highlighted', async () => {
      const today = todayCst();
      await createCadre(b.api, { realName: '党龄五十', idCard: idCard('330106', '1945-01-01'), partyJoinDate: `${Number(today.slice(0, 4)) - 50}-${today.slice(5, 7)}`, workStartDate: '1965-01' });
      render(<PoliticalBirthdayPage params={{}} query={{}} />);
      await screen.findByRole('table', { name: '政治生日' });
      await searchName('党龄五十');
      await waitFor(() => assert.deepEqual(names(), ['党龄五十']));
      const cells = cellsOf(rows()[0]!);
      assert.equal(cells[4], '今天');
      assert.match(cells[5]!, /^50年光荣在党50年$/);
      assert.ok(screen.getByText('7天内共有 1 位党员迎来入党纪念日'));
    });
  });
}
