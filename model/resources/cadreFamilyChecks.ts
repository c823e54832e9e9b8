/** Record checks of 家庭信息 (cadreFamily.ts): the children counts and the spouse's dates. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const cadreFamilyChecks: readonly RecordCheck[] = [
  {
    field: 'noworkChildrenNum',
    message: ['无劳动能力子女数不能多于子女数', 'More children unable to work than children'],
    test: (r) => r.noworkChildrenNum == null || r.childrenNum == null || Number(r.noworkChildrenNum) <= Number(r.childrenNum),
  },
  {
    field: 'spouseDieDate',
    message: ['配偶已故时须填写配偶离世时间', 'Give the date the spouse died'],
    test: (r) => r.spouseIsDead !== true || !!r.spouseDieDate,
  },
  {
    field: 'spouseDieDate',
    message: ['配偶在世时不应填写离世时间', 'A living spouse has no date of death'],
    test: (r) => r.spouseIsDead === true || !r.spouseDieDate,
  },
  {
    field: 'spouseDieDate',
    message: ['配偶离世时间不能早于其出生日期', 'The spouse died before being born'],
    test: (r) => notBefore(r.spouseDieDate, r.spouseBirthDate),
  },
];
