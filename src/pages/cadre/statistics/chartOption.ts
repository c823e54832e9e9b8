/**
 * The ECharts option of a chart spec: pure, so that what a chart shows is tested without drawing it.
 * Text is large (14 px: the users are older), every bar and point carries its number, long or many
 * category labels lay a bar chart on its side, and there is no animation (printing, reduced motion).
 */
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartTheme } from './chartTheme.ts';
import type { ChartSpec } from './chartSpec.ts';

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

const FONT = 14;

/** Bars on their side when the categories would not fit under them. */
export function isHorizontal(spec: ChartSpec<unknown>): boolean {
  return spec.kind === 'bar' && (spec.categories.length > 8 || spec.categories.some((c) => c.length > 6));
}

/** Height in pixels that gives every category of a horizontal bar chart a readable row. */
export function chartHeight(spec: ChartSpec<unknown>): number {
  return isHorizontal(spec) ? Math.max(320, spec.categories.length * spec.series.length * 26 + 96) : 320;
}

export function chartOption(spec: ChartSpec<unknown>, theme: ChartTheme): ChartOption {
  const text = { color: theme.ink, fontSize: FONT };
  const legend: LegendComponentOption | undefined =
    spec.kind === 'pie' || spec.series.length > 1 ? { bottom: 0, textStyle: text, itemGap: 16 } : undefined;
  const common: ChartOption = {
    animation: false,
    color: theme.palette,
    textStyle: { fontFamily: theme.font, ...text },
    ...(legend ? { legend } : {}),
  };

  if (spec.kind === 'pie') {
    const series = spec.series[0];
    return {
      ...common,
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      series: [
        {
          type: 'pie',
          name: series?.name ?? '',
          radius: ['35%', '60%'],
          center: ['50%', '44%'],
          // Empty groups stay in the legend and the table, without a pile of labels at one angle.
          minShowLabelAngle: 1,
          itemStyle: { borderColor: theme.surface, borderWidth: 2 },
          label: { formatter: '{b}\n{c}（{d}%）', ...text },
          data: spec.categories.map((name, i) => ({ name, value: series?.values[i] ?? 0 })),
        },
      ],
    };
  }

  const horizontal = isHorizontal(spec);
  const categoryAxis = {
    type: 'category' as const,
    data: spec.categories,
    // Categories read top to bottom in the table's order.
    inverse: horizontal,
    boundaryGap: spec.kind === 'bar',
    axisLabel: { ...text, interval: 0 },
    axisLine: { lineStyle: { color: theme.line } },
    axisTick: { alignWithLabel: true },
  };
  const valueAxis = {
    type: 'value' as const,
    minInterval: 1,
    axisLabel: { color: theme.muted, fontSize: FONT },
    splitLine: { lineStyle: { color: theme.line } },
  };
  // The axis labels inside the margins (what ECharts 5 called containLabel).
  const grid: GridComponentOption = { left: 16, right: 40, top: 32, bottom: legend ? 48 : 16, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' };
  const series =
    spec.kind === 'bar'
      ? spec.series.map((s): BarSeriesOption => ({ type: 'bar', name: s.name, data: s.values, barMaxWidth: 40, label: { show: true, position: horizontal ? 'right' : 'top', ...text } }))
      : spec.series.map((s): LineSeriesOption => ({
          type: 'line',
          name: s.name,
          data: s.values,
          symbol: 'circle',
          symbolSize: 8,
          lineStyle: { width: 3 },
          // Numbers on the points while they stay legible; the table beside has them all anyway.
          label: { show: spec.series.length <= 3, position: 'top', ...text },
        }));
  return {
    ...common,
    tooltip: { trigger: 'axis', ...(spec.kind === 'bar' ? { axisPointer: { type: 'shadow' } } : {}) },
    grid,
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series,
  };
}
