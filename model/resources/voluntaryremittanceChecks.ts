/** Record checks of 志愿服务活动 (voluntaryremittance.ts): the hours a volunteer can serve in one day. */
import type { RecordCheck } from '../resource/types.ts';
import { serviceHoursRule } from './serviceHoursRule.ts';

export const voluntaryremittanceChecks: readonly RecordCheck[] = serviceHoursRule('serviceHours');
