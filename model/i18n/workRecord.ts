/** Texts of 工作记录 (issue 19): the server's refusals of its hooks. */
import type { Messages } from './define.ts';

export const workRecord = {
  'workRecord.survivorNotOfCadre': ['所选慰问遗属不是该干部的遗属', 'The survivor chosen is not one of this cadre’s survivors'],
} as const satisfies Messages;
