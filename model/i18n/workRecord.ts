/** Texts of 工作记录 (issue 19): the server's refusals of its hooks and of 工作统计. */
import type { Messages } from './define.ts';

export const workRecord = {
  'workRecord.survivorNotOfCadre': ['所选慰问遗属不是该干部的遗属', 'The survivor chosen is not one of this cadre’s survivors'],
  'workRecord.badYear': ['统计年份须为2000年至{max}年的四位数字', 'The year must be four digits, from 2000 to {max}'],
} as const satisfies Messages;
