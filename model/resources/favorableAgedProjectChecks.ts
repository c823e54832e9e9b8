/** Record checks of 为老惠老项目 (favorableAgedProject.ts): a project's validity ends on or after the day it starts. */
import type { RecordCheck } from '../resource/types.ts';
import { notBefore } from './cadreDates.ts';

export const favorableAgedProjectChecks: readonly RecordCheck[] = [
  {
    field: 'validTo',
    message: ['有效期止不能早于有效期起', 'The project cannot end before it starts'],
    test: (r) => notBefore(r.validTo, r.validFrom),
  },
];
