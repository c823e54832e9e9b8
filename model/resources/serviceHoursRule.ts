/** Service hours are credited per day of service: more than nothing, at most a day. */
import type { RecordCheck } from '../resource/types.ts';

const hours = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

export function serviceHoursRule(field: string): RecordCheck[] {
  return [
    { field, message: ['服务时长须大于0小时', 'Service hours must be more than 0'], test: (r) => !(hours(r[field])! <= 0) },
    { field, message: ['一天的服务时长不能超过24小时', 'No more than 24 hours can be served in a day'], test: (r) => !(hours(r[field])! > 24) },
  ];
}
