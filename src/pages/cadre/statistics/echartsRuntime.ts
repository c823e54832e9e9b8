/**
 * The only module that imports ECharts, loaded by StatChart and the cockpit's CityMap with import() so that
 * it is a chunk of its own that no other page pays for: the core, the chart types the statistics and the
 * cockpit draw (bar, pie, line; map for the cockpit's cities), the components they use, and the SVG renderer
 * (crisp text at any zoom, and it prints).
 */
import { BarChart, LineChart, MapChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { getMap, init, registerMap, use, type EChartsCoreOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './chartOption.ts';

use([BarChart, LineChart, MapChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface MountedChart<O = ChartOption> {
  update(option: O): void;
  dispose(): void;
}

/** Size used where the element has none yet (not laid out, or a test's DOM without layout). */
const FALLBACK = { width: 640, height: 320 };

/**
 * Draws into `el` and follows its size. `onPick(series, index)` is told which bar, slice or point was
 * clicked.
 */
export function mountChart<O extends EChartsCoreOption = ChartOption>(el: HTMLElement, option: O, onPick: (series: number, index: number) => void): MountedChart<O> {
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

/** Makes `shapes` (GeoJSON, shipped with the app) the map named `name` of map series, once. */
export function ensureMap(name: string, shapes: () => Parameters<typeof registerMap>[1]): void {
  if (!getMap(name)) registerMap(name, shapes());
}
