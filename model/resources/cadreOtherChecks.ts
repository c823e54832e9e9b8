/** Record checks of 其他信息 (cadreOther.ts): the fields each category needs, and the order of its months. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const cadreOtherChecks: readonly RecordCheck[] = [
  { field: 'socialGroup', message: ['兼职须填写兼职单位名称', 'A part-time post needs the organisation'], test: (r) => r.category !== '1' || !!r.socialGroup },
  { field: 'post', message: ['兼职须填写兼职职务', 'A part-time post needs the post'], test: (r) => r.category !== '1' || !!r.post },
  { field: 'resettlementUnit', message: ['易地安置须填写安置居住地', 'A relocation needs the place'], test: (r) => r.category !== '2' || !!r.resettlementUnit },
  { field: 'isProvince', message: ['异地居住须选择省内或省外', 'Living away: in or outside the province'], test: (r) => r.category !== '3' || !!r.isProvince },
  { field: 'address', message: ['异地居住须填写详细地址', 'Living away needs the address'], test: (r) => r.category !== '3' || !!r.address },
  { field: 'endDate', message: ['结束年月不能早于开始年月', 'It ends before it starts'], test: (r) => notBefore(r.endDate, r.startDate) },
];
