/**
 * The only module that imports ECharts, loaded by StatChart with import() so that it is a chunk of its own
 * that no other page pays for: the core, the three chart types the statistics draw, the components they
 * use, and the SVG renderer (crisp text at any zoom, and it prints).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './chartOption.ts';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface MountedChart {
  update(option: ChartOption): void;
  dispose(): void;
}

/** Size used where the element has none yet (not laid out, or a test's DOM without layout). */
const FALLBACK = { width: 640, height: 320 };

/**
 * Draws into `el` and follows its size. `onPick(series, index)` is told which bar, slice or point was
 * clicked.
 */
export function mountChart(el: HTMLElement, option: ChartOption, onPick: (series: number, index: number) => void): MountedChart {
  const size = () => ({ width: el.clientWidth || FALLBACK.width, height: el.clientHeight || FALLBACK.height });
  const chart = init(el, null, { renderer: 'svg', ...size() });
  chart.setOption(option);
  chart.on('click', (params) => {
    if (typeof params.seriesIndex === 'number' && typeof params.dataIndex === 'number') onPick(params.seriesIndex, params.dataIndex);
  });
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize(size()));
  observer?.observe(el);
  return {
    // notMerge: a chart whose series or categories changed must not keep the old ones.
    update: (next) => chart.setOption(next, { notMerge: true }),
    dispose() {
      observer?.disconnect();
      chart.dispose();
    },
  };
}
