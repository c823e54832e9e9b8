/** Record checks of 活动预约: a time slot ends after it starts. */
import type { RecordCheck } from '../resource/types.ts';
import { endsAfterStart } from './endsAfterStart.ts';

export const activityAppointmentChecks: readonly RecordCheck[] = [endsAfterStart('结束时间须晚于开始时间', 'The booking must end after it starts')];
