/** The demo organisation tree: the province bureau, 11 city bureaus, 90 county bureaus and their units. */
import { CITIES, PROVINCE } from '../../model/zhejiang.ts';

export interface OrgRow {
  [column: string]: unknown;
  id: string;
  parent_id: string | null;
  path: string;
  name: string;
  short_name: string;
  kind: 'province' | 'city' | 'county' | 'unit';
  region_code: string;
  city_code: string;
  sort: number;
}

const PROVINCE_UNITS = [
  '省委办公厅', '省人大常委会办公厅', '省政府办公厅', '省政协办公厅', '省委组织部', '省委宣传部',
  '省发展和改革委员会', '省教育厅', '省科学技术厅', '省公安厅', '省财政厅', '省人力资源和社会保障厅',
  '省自然资源厅', '省交通运输厅', '省卫生健康委员会', '浙江大学',
];
const CITY_UNITS = ['市委办公室', '市委组织部', '市教育局', '市财政局', '市卫生健康委员会', '市公安局'];
const COUNTY_UNITS = ['教育局', '卫生健康局', '财政局', '人民医院'];

function units(parent: OrgRow, names: string[], prefix: string): OrgRow[] {
  return names.map((name, i) => {
    const id = `${parent.id}-${String(i + 1).padStart(2, '0')}`;
    return {
      id,
      parent_id: parent.id,
      path: `${parent.path}${id}/`,
      name: prefix + name,
      short_name: prefix + name,
      kind: 'unit',
      region_code: parent.region_code,
      city_code: parent.city_code,
      sort: i + 1,
    };
  });
}

/** Rows in insertion order (parents first). */
export function organisations(): OrgRow[] {
  const province: OrgRow = {
    id: PROVINCE.code,
    parent_id: null,
    path: `/${PROVINCE.code}/`,
    name: '浙江省委老干部局',
    short_name: PROVINCE.name,
    kind: 'province',
    region_code: PROVINCE.code,
    city_code: PROVINCE.code,
    sort: 0,
  };
  const rows: OrgRow[] = [province, ...units(province, PROVINCE_UNITS, '')];
  CITIES.forEach((city, ci) => {
    const cityRow: OrgRow = {
      id: city.code,
      parent_id: province.id,
      path: `${province.path}${city.code}/`,
      name: `${city.name.replace(/市$/, '')}市委老干部局`,
      short_name: city.name,
      kind: 'city',
      region_code: city.code,
      city_code: city.code,
      sort: 100 + ci,
    };
    rows.push(cityRow, ...units(cityRow, CITY_UNITS, city.name.replace(/市$/, '')));
    city.counties.forEach((county, ki) => {
      const countyRow: OrgRow = {
        id: county.code,
        parent_id: city.code,
        path: `${cityRow.path}${county.code}/`,
        name: `${county.name}委老干部局`,
        short_name: county.name,
        kind: 'county',
        region_code: county.code,
        city_code: city.code,
        sort: 100 + ki,
      };
      rows.push(countyRow, ...units(countyRow, COUNTY_UNITS, county.name));
    });
  });
  return rows;
}
