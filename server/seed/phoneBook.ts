/**
 * The demo 通讯录: the people to call at the province bureau, every city bureau, the 西湖区 bureau and
 * unit_user's unit, with their office lines (the city's area code) or mobiles. Deterministic for a seed.
 */
import type { Row } from '../db/db.ts';
import { CITIES } from '../../model/zhejiang.ts';
import { createRandom } from './random.ts';
import { personName } from './personName.ts';

/** Telephone area codes of the eleven cities. */
export const AREA_CODES: Record<string, string> = {
  '330100': '0571', '330200': '0574', '330300': '0577', '330400': '0573', '330500': '0572', '330600': '0575',
  '330700': '0579', '330800': '0570', '330900': '0580', '331000': '0576', '331100': '0578',
};

interface Desk {
  orgId: string;
  city: string;
  region: string;
  address: string;
  posts: readonly string[];
}

const desks = (): Desk[] => [
  { orgId: '330000', city: '330100', region: '浙江省', address: '杭州市西湖区省府路8号', posts: ['局长', '副局长', '办公室主任', '离退休干部处处长', '信息中心主任'] },
  ...CITIES.map((c) => ({ orgId: c.code, city: c.code, region: c.name, address: `${c.name}市民中心`, posts: ['局长', '办公室主任', '综合科科长'] })),
  { orgId: '330106', city: '330100', region: '杭州市西湖区', address: '杭州市西湖区文三路', posts: ['局长', '老干部科科长'] },
  { orgId: '330106-01', city: '330100', region: '杭州市西湖区', address: '杭州市西湖区教工路', posts: ['离退休干部工作联络员', '人事科科长'] },
];

export function phoneBookRows(seed: number): Row[] {
  const random = createRandom(seed ^ 0x7e1);
  const rows: Row[] = [];
  for (const desk of desks()) {
    desk.posts.forEach((post, i) => {
      const office = `${AREA_CODES[desk.city]}-8${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
      const mobile = `1${random.pick(['3', '5', '8'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
      rows.push({
        id: random.id(), user_name: personName(random), phonenumber: i === 0 || random.next() < 0.6 ? office : mobile, org_id: desk.orgId,
        post, region: desk.region, detailed_address: desk.address, sort: i + 1, create_by: 'user-admin', update_by: 'user-admin',
      });
    });
  }
  return rows;
}
