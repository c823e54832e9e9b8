/** Texts of 银龄先锋's remaining records (issue 20, docs/vanguard.md part 3): the server's refusals of their rules. */
import type { Messages } from './define.ts';

export const vanguardRest = {
  'vanguard.participantNotMember': ['该党员不是主办支部的在册党员，不能参加本次活动', 'This person is not an active member of the activity’s branch'],
  'vanguard.participantTaken': ['该党员已在本次活动的参加人员中', 'This member is already a participant of the activity'],
  'vanguard.traineeTaken': ['该干部已是本次培训的学员', 'This cadre is already a trainee of the course'],
  'vanguard.trainingFinished': ['培训已结束，不能再添加学员', 'The course has finished: no trainee can be added'],
  'vanguard.visitDatePast': ['参观日期不能早于今天', 'The visit date cannot be in the past'],
  'vanguard.baseFull': [
    '当日预约人数超出接待能力：单次最多接待{capacity}人，当日已预约{booked}人',
    'More people than the base receives that day: it receives {capacity} at once, {booked} are booked already',
  ],
} as const satisfies Messages;
