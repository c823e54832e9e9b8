/**
 * The statistics pages' pure rules: how the server's figures become tables and charts (the same numbers,
 * the totals left out of the charts), the ECharts options drawn from them, the theme's colours, and the
 * trends' years and narrowed filters.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chartOption, chartHeight, isHorizontal } from '../../src/pages/cadre/statistics/chartOption.ts';
import { chartSpec } from '../../src/pages/cadre/statistics/chartSpec.ts';
import { chartTheme } from '../../src/pages/cadre/statistics/chartTheme.ts';
import { crossMatrix, groupsMatrix, share, type DrillCell } from '../../src/pages/cadre/statistics/figureMatrix.ts';
import type { DimensionFigures, Figure } from '../../src/pages/cadre/statistics/statisticsApi.ts';
import { narrow, trendMatrix, trendQuery, yearFilter, yearRange, type TrendMeasure } from '../../src/pages/cadre/statistics/trend.ts';

const fig = (key: string, label: string, count: number): Figure => ({ key, label, count, query: null, drill: `group=${encodeURIComponent(key)}` });
const texts = { group: '分组', count: '人数', share: '占比', total: '合计', crossCorner: '离退休类型＼性别' };
const theme = chartTheme(() => '');

/** 离休 3 men 1 woman, 退休 10 men 6 women. */
const cross: DimensionFigures = {
  dimension: 'retirementSex',
  label: '离退休类型与性别',
  total: fig('*', '合计', 20),
  groups: [fig('1:1', '', 3), fig('1:2', '', 1), fig('2:1', '', 10), fig('2:2', '', 6)],
  rows: [fig('1:*', '离休', 4), fig('2:*', '退休', 16)],
  columns: [fig('*:1', '男', 13), fig('*:2', '女', 7)],
};

const cities: DimensionFigures = {
  dimension: 'city',
  label: '地市',
  total: fig('*', '合计', 30),
  groups: ['省直单位', '杭州市', '宁波市', '温州市', '嘉兴市', '湖州市', '绍兴市', '金华市', '衢州市', '舟山市', '台州市', '丽水市'].map((name, i) => fig(String(330000 + i * 100), name, i === 1 ? 30 : 0)),
};

const figureOf = (cell: unknown) => (cell as DrillCell).figure;

describe('statistics: tables and charts from figures', () => {
  it('lays the retirement type × sex figures out as a cross table with row, column and grand totals', () => {
    const m = crossMatrix(cross, '离退休类型与性别', texts);
    assert.equal(m.corner, '离退休类型＼性别');
    assert.deepEqual(m.columns.map((c) => c.label), ['男', '女', '合计']);
    assert.deepEqual(m.rows.map((r) => r.label), ['离休', '退休', '合计']);
    assert.deepEqual(m.rows.map((r) => r.cells.map((c) => figureOf(c).count)), [[3, 1, 4], [10, 6, 16], [13, 7, 20]]);
    assert.deepEqual(m.rows[1]!.cells.map((c) => (c as DrillCell).label), ['退休 男', '退休 女', '退休 合计']);
    // Each number keeps the server's own drill-down query.
    assert.equal(figureOf(m.rows[1]!.cells[0]).drill, 'group=2%3A1');
    assert.equal(figureOf(m.rows[2]!.cells[2]).drill, 'group=*');
  });

  it('charts the cross table without its totals: one bar series per sex, and a pie of the retirement types', () => {
    const m = crossMatrix(cross, '离退休类型与性别', texts);
    const bars = chartSpec(m, 'bar');
    assert.deepEqual(bars.categories, ['离休', '退休']);
    assert.deepEqual(bars.series, [{ name: '男', values: [3, 10] }, { name: '女', values: [1, 6] }]);
    assert.equal(bars.cells[1]![1]!.label, '退休 女');
    const pie = chartSpec(m, 'pie', ['total']);
    assert.deepEqual(pie.series, [{ name: '合计', values: [4, 16] }]);
    assert.equal(pie.cells[0]![0]!.figure.key, '1:*');
  });

  it('gives a dimension’s groups their shares of the total, leaves out the groups not kept, and keeps the total', () => {
    const m = groupsMatrix(cities, '地市', texts, (f) => f.count > 0);
    assert.deepEqual(m.rows.map((r) => [r.label, figureOf(r.cells[0]).count, (r.cells[1] as { text: string }).text]), [['杭州市', 30, '100.0%'], ['合计', 30, '100.0%']]);
    assert.equal(m.rows.at(-1)!.total, true);
    assert.equal(share(1, 3), '33.3%');
    assert.equal(share(0, 0), '—');
  });
});

describe('statistics: ECharts options', () => {
  it('lays many categories on their side in the table’s order, each bar with its number, without animation', () => {
    const spec = chartSpec(groupsMatrix(cities, '地市', texts), 'bar');
    assert.equal(isHorizontal(spec), true);
    assert.ok(chartHeight(spec) > 320);
    const option = chartOption(spec, theme) as Record<string, any>;
    assert.equal(option.animation, false);
    assert.equal(option.yAxis.type, 'category');
    assert.equal(option.yAxis.inverse, true);
    assert.deepEqual(option.yAxis.data.slice(0, 2), ['省直单位', '杭州市']);
    assert.deepEqual(option.series[0].data.slice(0, 2), [0, 30]);
    assert.equal(option.series[0].label.show, true);
    assert.equal(option.legend, undefined, 'one series needs no legend');
    assert.equal(option.textStyle.fontSize, 14);
  });

  it('draws a pie of named slices with counts and shares, and lines with a legend', () => {
    const m = crossMatrix(cross, '离退休类型与性别', texts);
    const pie = chartOption(chartSpec(m, 'pie', ['total']), theme) as Record<string, any>;
    assert.deepEqual(pie.series[0].data, [{ name: '离休', value: 4 }, { name: '退休', value: 16 }]);
    assert.equal(pie.series[0].label.formatter, '{b}\n{c}（{d}%）');
    assert.ok(pie.legend);
    const line = chartOption(chartSpec(m, 'line'), theme) as Record<string, any>;
    assert.equal(line.xAxis.type, 'category');
    assert.deepEqual(line.series.map((s: { type: string; name: string }) => [s.type, s.name]), [['line', '男'], ['line', '女']]);
    assert.ok(line.legend);
  });

  it('takes its colours from the theme’s variables, and the defaults where a theme sets none', () => {
    const vars: Record<string, string> = { '--color-primary': ' #409eff', '--color-ink': '#000000', '--color-surface': '#fff', '--font-sans': '"PingFang SC", sans-serif' };
    const own = chartTheme((name) => vars[name] ?? '');
    assert.equal(own.palette[0], '#409eff');
    assert.equal(own.palette.length, 12);
    assert.equal(own.palette[4], '#23578c', 'the primary colour darkened towards the ink');
    assert.equal(own.palette[8], '#96caff', 'the primary colour lightened towards the page (#fff)');
    assert.equal(own.ink, '#000000');
    assert.equal(own.font, '"PingFang SC", sans-serif');
    assert.equal(theme.palette[0], '#2d6fb3');
    assert.equal(theme.muted, '#5f6672');
  });
});

describe('statistics: trends', () => {
  it('accepts from 1 to 30 years in order, and nothing else', () => {
    assert.deepEqual(yearRange(2015, 2017), [2015, 2016, 2017]);
    assert.equal(yearRange(2017, 2015), null);
    assert.equal(yearRange(1990, 2020), null);
    assert.equal(yearRange(Number(''), 2020), null);
    assert.equal(yearRange(2015.5, 2020), null);
  });

  it('filters a year in the date field’s own format', () => {
    assert.deepEqual(yearFilter('retirementDate', 2015), { retirementDate_from: '2015-01', retirementDate_to: '2015-12' });
    assert.deepEqual(yearFilter('deathDate', 2024), { deathDate_from: '2024-01-01', deathDate_to: '2024-12-31' });
  });

  it('narrows the page’s filters and never widens them', () => {
    assert.deepEqual(narrow({ sex: '1' }, { status: 'deceased' }), { sex: '1', status: 'deceased' });
    assert.deepEqual(narrow({ status: ['normal', 'deceased'] }, { status: 'normal,abnormal,deceased' }), { status: 'normal,deceased' });
    assert.deepEqual(narrow({ status: 'normal' }, { status: 'deceased' }), { status: '-' });
    assert.deepEqual(narrow({ retirementDate_from: '2015-06' }, { retirementDate_from: '2015-01', retirementDate_to: '2015-12' }), { retirementDate_from: '2015-06', retirementDate_to: '2015-12' });
    assert.deepEqual(narrow({ retirementDate_to: '2015-03' }, { retirementDate_to: '2015-12' }), { retirementDate_to: '2015-03' });
    const died: TrendMeasure = { key: 'died', dimension: 'retirementSex', field: 'deathDate', filters: { status: 'deceased' }, split: false };
    assert.deepEqual(trendQuery(died, 2024, { realName: '张' }), { realName: '张', status: 'deceased', deathDate_from: '2024-01-01', deathDate_to: '2024-12-31' });
  });

  it('puts years in rows and, per measure, its groups and total or its total alone in columns', () => {
    const split: TrendMeasure = { key: 'rs', dimension: 'retirementSex', field: 'retirementDate', split: true };
    const alone: TrendMeasure = { key: 'died', dimension: 'retirementSex', field: 'deathDate', split: false, label: '去世' };
    const m = trendMatrix('趋势', [split, alone], [2015, 2016], [[cross, cross], [cross, cross]], { ...texts, year: (y) => `${y}年`, period: '年份' });
    assert.equal(m.corner, '年份');
    assert.deepEqual(m.columns.map((c) => [c.label, Boolean(c.total)]), [['离休', false], ['退休', false], ['合计', true], ['去世', false]]);
    assert.deepEqual(m.rows.map((r) => r.label), ['2015年', '2016年']);
    assert.deepEqual(m.rows[0]!.cells.map((c) => (c as DrillCell).label), ['2015年 离休', '2015年 退休', '2015年 合计', '2015年 去世']);
    // The split total stays in the table, out of the chart.
    assert.deepEqual(chartSpec(m, 'line').series.map((s) => s.name), ['离休', '退休', '去世']);
  });
});
