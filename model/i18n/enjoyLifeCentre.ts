/** Texts of 银龄乐享's activity centres and activities (docs/enjoyLife.md "活动中心与活动"): the server's refusals of their rules. */
import type { Messages } from './define.ts';

export const enjoyLifeCentre = {
  'enjoyLifeCentre.noReceivers': ['发布前请选择接收单位', 'Choose the organisations to publish to first'],
  'enjoyLifeCentre.overCapacity': ['参加人数超过该活动室的容纳人数（{capacity}人）', 'More people than the room holds ({capacity})'],
  'enjoyLifeCentre.slotTaken': [
    '该时段活动室已有通过的预约（{from} 至 {to}），请另选时段',
    'The room is already booked from {from} to {to}; choose another time',
  ],
  'enjoyLifeCentre.notEnrolling': ['该活动当前不在报名中（{state}），不能报名', 'The activity is not taking enrolments ({state})'],
  'enjoyLifeCentre.quotaFull': ['报名人数已满：该活动名额{quota}人', 'The activity is full: {quota} places'],
  'enjoyLifeCentre.enrolledTwice': ['该干部已报名本活动', 'This cadre is already enrolled'],
  'enjoyLifeCentre.attendBeforeStart': ['活动开始后才能签到', 'Attendance is marked once the activity has begun'],
  'enjoyLifeCentre.quotaBelowEnrolled': ['名额不能少于已报名人数（{enrolled}人）', 'The places cannot be fewer than the {enrolled} enrolled'],
  'enjoyLifeCentre.badYear': ['年度须为四位数字年份', 'The year must be four digits'],
} as const satisfies Messages;
