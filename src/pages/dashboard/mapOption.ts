/**
 * The ECharts option of the cockpit's city map: pure, so what it shows is tested without drawing it. Each
 * city's tile is shaded by its count (the darkest the largest), labelled with its name and number; a city
 * the user picked is outlined.
 */
import type { MapSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { CityCount } from '../../../model/cockpit.ts';
import type { ChartTheme } from '../cadre/statistics/chartTheme.ts';
import { TILE_MAP } from './zhejiangTiles.ts';

export type MapOption = ComposeOption<MapSeriesOption | TooltipComponentOption>;

/** `#rrggbb` at opacity `a` as rgba(): the tiles' shades of the theme's primary colour. */
function shade(hex: string, a: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `rgba(${parseInt(m[1]!, 16)}, ${parseInt(m[2]!, 16)}, ${parseInt(m[3]!, 16)}, ${a.toFixed(2)})`;
}

export function mapOption(cities: readonly CityCount[], theme: ChartTheme, seriesName: string, picked: string | null): MapOption {
  const max = Math.max(1, ...cities.map((c) => c.count));
  const primary = theme.palette[0] ?? '#2d6fb3';
  return {
    animation: false,
    textStyle: { fontFamily: theme.font },
    tooltip: { trigger: 'item', formatter: '{b}：{c}' },
    series: [
      {
        type: 'map',
        map: TILE_MAP,
        name: seriesName,
        aspectScale: 1,
        roam: false,
        selectedMode: false,
        label: { show: true, formatter: '{b}\n{c}', fontSize: 14, color: theme.ink, lineHeight: 20 },
        emphasis: { label: { show: true, color: theme.ink }, itemStyle: { areaColor: shade(primary, 0.5) } },
        itemStyle: { borderColor: theme.surface, borderWidth: 1 },
        data: cities.map((c) => ({
          name: c.name,
          value: c.count,
          itemStyle: {
            // Light enough at the top of the scale for the label's ink to read.
            areaColor: shade(primary, 0.12 + 0.5 * (c.count / max)),
            ...(picked === c.code ? { borderColor: theme.ink, borderWidth: 3 } : {}),
          },
        })),
      },
    ],
  };
}
