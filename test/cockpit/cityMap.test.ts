/**
 * The cockpit's map, without drawing it: a tile per city named as the figures name it, no two tiles on one
 * place, north up; the option shades the largest figure darkest and outlines the city picked.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CITIES } from '../../model/zhejiang.ts';
import { chartTheme } from '../../src/pages/cadre/statistics/chartTheme.ts';
import { mapOption } from '../../src/pages/dashboard/mapOption.ts';
import { TILE_MAP, zhejiangTiles } from '../../src/pages/dashboard/zhejiangTiles.ts';

const centre = (ring: number[][]) => [ring.slice(0, 4).reduce((s, p) => s + p[0]!, 0) / 4, ring.slice(0, 4).reduce((s, p) => s + p[1]!, 0) / 4] as const;

describe('the cockpit map', () => {
  it('has one closed tile per city, each on a place of its own, 湖州 north of 温州 and 舟山 east of 衢州', () => {
    const tiles = zhejiangTiles();
    assert.deepEqual(tiles.features.map((f) => f.properties.name), CITIES.map((c) => c.name));
    const centres = new Map(tiles.features.map((f) => {
      const ring = f.geometry.coordinates[0]!;
      assert.deepEqual(ring[0], ring[ring.length - 1], `${f.properties.name}: a closed ring`);
      return [f.properties.name, centre(ring)];
    }));
    assert.equal(new Set([...centres.values()].map((c) => c.join())).size, 11, 'no two cities share a tile');
    assert.ok(centres.get('湖州市')![1] > centres.get('温州市')![1]);
    assert.ok(centres.get('舟山市')![0] > centres.get('衢州市')![0]);
  });

  it('shades by the figure and outlines the city picked', () => {
    const theme = chartTheme(() => '');
    const cities = CITIES.map((c, i) => ({ code: c.code, name: c.name, count: i }));
    const option = mapOption(cities, theme, '离退休干部', '330200');
    const series = (option.series as { map: string; data: { name: string; value: number; itemStyle: { areaColor: string; borderWidth?: number } }[] }[])[0]!;
    assert.equal(series.map, TILE_MAP);
    assert.deepEqual(series.data.map((d) => d.value), cities.map((c) => c.count));
    const alpha = (name: string) => Number(/([\d.]+)\)$/.exec(series.data.find((d) => d.name === name)!.itemStyle.areaColor)![1]);
    assert.ok(alpha('丽水市') > alpha('杭州市'), 'the largest figure is the darkest');
    assert.equal(series.data.find((d) => d.name === '宁波市')!.itemStyle.borderWidth, 3);
    assert.equal(series.data.find((d) => d.name === '杭州市')!.itemStyle.borderWidth, undefined);
  });
});
