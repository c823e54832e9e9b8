/** Texts of 工作记录 (issue 19): the server's refusals of its hooks and of 工作统计. */
import type { Messages } from './define.ts';

export const workRecord = {
  'workRecord.survivorNotOfCadre': ['所选慰问遗属不是该干部的遗属', 'The survivor chosen is not one of this cadre’s survivors'],
  'workRecord.badYear': ['统计年份须为2000年至{max}年的四位数字', 'The year must be four digits, from 2000 to {max}'],
  'workRecord.stayNotOfCadre': ['所选住院登记不是该干部的住院登记', 'The hospital stay chosen is not one of this cadre’s'],
  'workRecord.visitOutsideStay': ['看望时间应在所选住院登记的住院期间内', 'The visit must fall within the hospital stay chosen'],
  'workRecord.certNotOfCadre': ['所选证照不是该干部的证照', 'The travel document chosen is not one of this cadre’s'],
  'workRecord.departedOnlyReturn': ['已出行的行程只能填写实际返回日期', 'A departed trip only takes its date of return'],
  'workRecord.returnNeeded': ['销假前请填写实际返回日期', 'Record the date of return before closing the trip'],
  'workRecord.oneSocialGroup': [
    '同一时间只能在一个社会团体兼职：该干部已在“{group}”兼职',
    'One social-group post at a time: this cadre already holds one at “{group}”',
  ],
  'workRecord.thirdTerm': [
    '兼职任期不得超过2届：该干部已在“{group}”任职2届',
    'At most 2 terms: this cadre has already served 2 terms at “{group}”',
  ],
  'workRecord.tooOld': [
    '年满70周岁不得新任兼职：任职开始时该干部已满{age}周岁',
    'No new post at 70 or older: the cadre is {age} when the post starts',
  ],
} as const satisfies Messages;
