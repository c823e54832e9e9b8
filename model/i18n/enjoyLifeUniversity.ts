/** Texts of 银龄乐享's universities, works and points (issue 22, docs/enjoyLife.md): the server's refusals of their rules. */
import type { Messages } from './define.ts';

export const enjoyLifeUniversity = {
  'enjoyLife.courseFull': ['该课程已报满（限报{limit}人），不能再报名', 'The course is full ({limit} places): no more enrolments'],
  'enjoyLife.overAgeLimit': [
    '该学员报名时{age}岁，超过本课程的年龄上限（{limit}岁），不能报名',
    'The student is {age} at enrolment, older than the course’s age limit ({limit}): they cannot enrol',
  ],
  'enjoyLife.noBirthDate': ['该干部档案中没有出生日期，无法核对年龄上限', 'The cadre’s archive has no date of birth: the age limit cannot be checked'],
  'enjoyLife.enrolledTwice': ['该学员已报名本课程', 'The cadre is already enrolled in this course'],
  'enjoyLife.limitBelowEnrolled': ['限报人数不能少于已报名的{count}人', 'The limit cannot be below the {count} students enrolled'],
  'enjoyLife.correctsOtherCadre': ['更正的记录须为同一名干部的积分记录', 'A correction corrects an entry of the same cadre'],
  'enjoyLife.pointsAttended': ['参加活动：{title}', 'Attended: {title}'],
  'enjoyLife.pointsWithdrawn': ['取消参加活动：{title}', 'Attendance withdrawn: {title}'],
} as const satisfies Messages;
