/** The check of a time slot (startTime, endTime as ISO date-times): its end after its start, told under the end. */
import type { RecordCheck } from '../resource/types.ts';

export function endsAfterStart(zh: string, en: string): RecordCheck {
  return {
    field: 'endTime',
    message: [zh, en],
    test: (r) => !r.startTime || !r.endTime || Date.parse(String(r.endTime)) > Date.parse(String(r.startTime)),
  };
}
