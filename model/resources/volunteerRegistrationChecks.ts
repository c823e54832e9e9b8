/** Record checks of 服务登记 (volunteerRegistration.ts): the hours credited for one day of service. */
import type { RecordCheck } from '../resource/types.ts';
import { serviceHoursRule } from './serviceHoursRule.ts';

export const volunteerRegistrationChecks: readonly RecordCheck[] = serviceHoursRule('hours');
