/**
 * The shapes of the cockpit's map: a tile map of Zhejiang's 11 cities, one square each, placed by where the
 * city lies (湖州 and 嘉兴 in the north, 舟山 out to the east, 丽水 and 温州 in the south), generated here
 * rather than copied from a boundary data set (docs/cockpit.md says why): nothing is fetched, nothing is
 * licensed, and a city's figure reads at the same size whatever its area. A schematic, and the page says so.
 */
import { CITIES } from '../../../model/zhejiang.ts';

export const TILE_MAP = 'zhejiang-tiles';

/** Column (west to east) and row (north to south) of each city, by its code. */
const PLACES: Readonly<Record<string, readonly [col: number, row: number]>> = {
  '330500': [1, 0], // 湖州
  '330400': [2, 0], // 嘉兴
  '330100': [1, 1], // 杭州
  '330600': [2, 1], // 绍兴
  '330200': [3, 1], // 宁波
  '330900': [4, 1], // 舟山
  '330800': [0, 2], // 衢州
  '330700': [1, 2], // 金华
  '331000': [2, 2], // 台州
  '331100': [1, 3], // 丽水
  '330300': [2, 3], // 温州
};

/** The gap between tiles, as a share of a tile's side. */
const GAP = 0.06;

export interface TileCollection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: { name: string }; geometry: { type: 'Polygon'; coordinates: number[][][] } }[];
}

/** One square feature per city, named as CITIES names it (the map series' data names). */
export function zhejiangTiles(): TileCollection {
  return {
    type: 'FeatureCollection',
    features: CITIES.map((city) => {
      const [col, row] = PLACES[city.code]!;
      // North up: a row further south is lower.
      const [x0, x1, y0, y1] = [col + GAP, col + 1 - GAP, -row - 1 + GAP, -row - GAP];
      return {
        type: 'Feature',
        properties: { name: city.name },
        geometry: { type: 'Polygon', coordinates: [[[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]]] },
      };
    }),
  };
}
