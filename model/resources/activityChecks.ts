/** Record checks of 活动: an activity ends after it starts. */
import type { RecordCheck } from '../resource/types.ts';
import { endsAfterStart } from './endsAfterStart.ts';

export const activityChecks: readonly RecordCheck[] = [endsAfterStart('结束时间须晚于开始时间', 'The activity must end after it starts')];
