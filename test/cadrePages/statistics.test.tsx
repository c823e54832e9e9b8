/**
 * The statistics pages against the real server, as Hangzhou's administrator: every number is the
 * server's, the city administrator's numbers are Hangzhou's alone, each number opens exactly that many
 * people, the cadre list's search form narrows them, charts are drawn (ECharts' SVG), tables export as
 * the server's spreadsheet, and the year-by-year pages count what they say.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import RegistrationStatisticsPage from '../../src/pages/cadre/statistics/RegistrationStatisticsPage.tsx';
import RetiredBasicStatisticsPage from '../../src/pages/cadre/statistics/RetiredBasicStatisticsPage.tsx';
import StatisticsRecordPage from '../../src/pages/cadre/statistics/StatisticsRecordPage.tsx';
import SummaryStatisticsPage from '../../src/pages/cadre/statistics/SummaryStatisticsPage.tsx';
import TabulateStatisticsPage from '../../src/pages/cadre/statistics/TabulateStatisticsPage.tsx';
import { readXlsx } from '../../server/xlsx/index.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';
import { catchDownloads } from '../crud/helpers/importSheet.ts';

interface Figure { key: string; label: string; count: number; drill: string }
interface Dimension { total: Figure; groups: Figure[] }

/** The people of this test, found by the name's first characters through the search form. */
const PREFIX = '统计测';
const person = (suffix: string, birth: string, sex: '1' | '2', retirementDate: string) => ({
  realName: `${PREFIX}${suffix}`,
  idCard: idCard('330106', birth, sex),
  retirementDate,
});

for (const engine of ENGINES) {
  describe(`statistics pages (${engine})`, { timeout: 300_000 }, () => {
    let b: BrowserSession;
    let admin: SignedClient;
    let hangzhou: number;
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
      admin = await signIn(b.server, 'admin');
      const hz = b.api;
      await createCadre(hz, person('甲', '1950-03-15', '1', '2015-01'));
      await createCadre(hz, person('乙', '1951-04-16', '1', '2015-06'));
      await createCadre(hz, person('丙', '1952-05-17', '2', '2016-03'));
      const gone = await createCadre(hz, person('丁', '1949-06-18', '2', '2015-01'));
      await createSub(hz, 'cadreDeath', { cadreId: gone.id, dieDate: '2024-01-10', unConsolationReason: '家属暂未办理' });
      const city = (await admin.json(`${API}/cadreStatistics/city`)).body.data as Dimension;
      hangzhou = city.groups.find((g) => g.key === '330100')!.count;
      assert.ok(hangzhou > 0 && hangzhou < city.total.count, 'the province counts more than Hangzhou');
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const table = (name: string) => screen.findByRole('table', { name });
    /** The number button of a table cell: "退休 男：12人，查看人员名单". */
    const numberIn = (scope: HTMLElement, label: string) => within(scope).getByRole('button', { name: new RegExp(`^${label}：\\d+人，查看人员名单$`) });
    const countOf = (button: HTMLElement) => Number(button.textContent);
    /** Opens a number's drill-down and answers the total its list announces. */
    async function drillTotal(button: HTMLElement): Promise<number> {
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog');
      const status = await within(dialog).findByText(/^共 \d+ 条记录$/);
      const total = Number(/\d+/.exec(status.textContent ?? '')![0]);
      fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' })[0]!);
      await waitFor(() => assert.equal(screen.queryByRole('dialog') === null, true));
      return total;
    }
    async function searchName(text: string) {
      const search = screen.getByRole('search');
      fireEvent.change(within(search).getByLabelText('姓名'), { target: { value: text } });
      fireEvent.submit(search);
    }

    it("counts Hangzhou's people alone for Hangzhou's administrator, and the total opens exactly that many", async () => {
      render(<RetiredBasicStatisticsPage />);
      const total = await screen.findByRole('button', { name: `纳入统计人数：${hangzhou}人，查看人员名单` });
      const cities = await table('地市');
      assert.equal(countOf(numberIn(cities, '杭州市')), hangzhou);
      // Every other city is a plain zero: no button, nothing behind it.
      const others = within(cities).getAllByRole('row').slice(1, -1).filter((r) => !/杭州市/.test(r.textContent ?? ''));
      assert.equal(others.length, 11);
      for (const row of others) assert.equal(within(row).getAllByRole('cell')[0]!.textContent, '0');
      assert.equal(await drillTotal(total), hangzhou);
      const dialogTitle = `地市：杭州市（${hangzhou}人）`;
      fireEvent.click(numberIn(cities, '杭州市'));
      const dialog = await screen.findByRole('dialog', { name: dialogTitle });
      await within(dialog).findByText(`共 ${hangzhou} 条记录`);
      assert.ok(within(dialog).getByRole('table', { name: dialogTitle }));
    });

    it('opens, for every number of the retirement type × sex table, a list of exactly that many people', async () => {
      render(<RetiredBasicStatisticsPage />);
      const cross = await table('离退休类型与性别');
      const buttons = within(cross).getAllByRole('button');
      assert.ok(buttons.length >= 6, 'cells, row totals, column totals and the grand total');
      for (const button of buttons) assert.equal(await drillTotal(button), countOf(button), button.getAttribute('aria-label') ?? '');
      assert.equal(countOf(numberIn(cross, '合计')), hangzhou);
    });

    it('draws each chart as an SVG named for what it shows, from the same numbers as its table', async () => {
      render(<RetiredBasicStatisticsPage />);
      const chart = await screen.findByRole('img', { name: '柱状图：离退休类型与性别（数字见旁边的表格）' });
      await waitFor(() => assert.ok(chart.querySelector('svg'), 'the bar chart is drawn'), { timeout: 30_000 });
      const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
      assert.ok(texts.includes('退休'), 'the retirement types label the axis');
      const cross = await table('离退休类型与性别');
      const retiredMen = String(countOf(numberIn(cross, '退休 男')));
      assert.ok(texts.includes(retiredMen), 'the bar of retired men carries its number');
      fireEvent.click(within(screen.getAllByRole('region', { name: '离退休类型与性别' })[0]!).getByRole('button', { name: '饼图' }));
      const pie = await screen.findByRole('img', { name: '饼图：离退休类型与性别（数字见旁边的表格）' });
      await waitFor(() => assert.ok([...pie.querySelectorAll('text')].some((t) => /^退休\s*\d+（[\d.]+%）$/.test(t.textContent ?? '') || t.textContent === '退休'), 'the pie labels the retired'));
    });

    it("narrows every number by the cadre list's search form", async () => {
      render(<RetiredBasicStatisticsPage />);
      await table('离退休类型与性别');
      await searchName(PREFIX);
      // 甲, 乙 and 丙 are on file; 丁 died and is no longer counted.
      await screen.findByRole('button', { name: '纳入统计人数：3人，查看人员名单' });
      const cross = await table('离退休类型与性别');
      assert.equal(countOf(numberIn(cross, '退休 男')), 2);
      assert.equal(countOf(numberIn(cross, '退休 女')), 1);
      assert.equal(await drillTotal(numberIn(cross, '退休 男')), 2);
    });

    it('exports a table and the whole set as the server’s spreadsheets with the numbers shown', async () => {
      const downloads = catchDownloads();
      try {
        render(<TabulateStatisticsPage />);
        const cross = await table('离退休类型与性别');
        const shown = countOf(numberIn(cross, '合计'));
        fireEvent.click(screen.getByRole('button', { name: /^导出\s*离退休类型与性别$/ }));
        await waitFor(() => assert.equal(downloads.blobs.length, 1));
        assert.equal(downloads.links[0]!.download, '离退休干部统计-离退休类型与性别.xlsx');
        const sheet: unknown[][] = [];
        for await (const row of readXlsx(Buffer.from(await downloads.blobs[0]!.arrayBuffer()))) sheet.push(row.values);
        assert.deepEqual(sheet[0], ['统计维度', '分组', '人数']);
        assert.deepEqual(sheet.at(-1), ['离退休类型与性别', '合计', shown]);
        fireEvent.click(screen.getByRole('button', { name: '导出全部统计' }));
        await waitFor(() => assert.equal(downloads.blobs.length, 2));
        assert.equal(downloads.links[1]!.download, '离退休干部统计.xlsx');
        const all: unknown[][] = [];
        for await (const row of readXlsx(Buffer.from(await downloads.blobs[1]!.arrayBuffer()))) all.push(row.values);
        assert.deepEqual(new Set(all.slice(1).map((r) => r[0])), new Set(['离退休类型与性别', '现享受待遇', '参加革命工作时期（离休干部）', '单位性质', '党员情况', '年龄段', '地市', '县（市、区）']));
      } finally {
        downloads.stop();
      }
    });

    it("lists Hangzhou's counties only, adding up to the city", async () => {
      render(<SummaryStatisticsPage />);
      const counties = await table('县（市、区）');
      const rows = within(counties).getAllByRole('row').slice(1, -1);
      const labels = rows.map((r) => within(r).getByRole('rowheader').textContent ?? '');
      assert.ok(labels.every((l) => l.startsWith('杭州市') || l === '省直及市直单位'), labels.join());
      const sum = rows.reduce((n, r) => n + Number(within(r).getAllByRole('cell')[0]!.textContent), 0);
      assert.equal(sum, hangzhou);
    });

    it('counts people added (by retirement) and people who died, year by year, each opening its people', async () => {
      render(<RegistrationStatisticsPage />);
      await searchName(PREFIX);
      fireEvent.change(screen.getByLabelText('起始年份'), { target: { value: '2015' } });
      fireEvent.change(screen.getByLabelText('截止年份'), { target: { value: '2024' } });
      fireEvent.click(screen.getByRole('button', { name: '查看趋势' }));
      const years = await table('各年新增与去世人数');
      await waitFor(() => assert.equal(within(years).getAllByRole('row').length, 11));
      // 甲, 乙 and 丁 (who died since) retired in 2015, 丙 in 2016; 丁 died in 2024.
      assert.equal(countOf(numberIn(years, '2015年 新增离退休')), 3);
      assert.equal(countOf(numberIn(years, '2016年 新增离退休')), 1);
      assert.equal(countOf(numberIn(years, '2024年 去世')), 1);
      assert.equal(within(years).getAllByRole('button').length, 3, 'zeros are plain numbers');
      assert.equal(await drillTotal(numberIn(years, '2015年 新增离退休')), 3);
      fireEvent.change(screen.getByLabelText('起始年份'), { target: { value: '2030' } });
      fireEvent.click(screen.getByRole('button', { name: '查看趋势' }));
      await screen.findByText('请填写正确的年份：起始年份不能晚于截止年份，最多30年');
    });

    it('lists in the register everyone the statistics count', async () => {
      render(<StatisticsRecordPage />);
      await screen.findByText(`共 ${hangzhou} 条记录`);
      await searchName(PREFIX);
      await screen.findByText('共 3 条记录');
      const names = within(screen.getByRole('table', { name: '纳入统计的人员' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
      assert.deepEqual(new Set(names), new Set(['统计测甲', '统计测乙', '统计测丙']));
    });
  });
}
