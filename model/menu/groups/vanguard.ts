/** 银龄先锋 (silver vanguard): party-branch work of retired cadres, /vanguard of spec section 2. */
import { group, hiddenPage, page } from '../build.ts';

/**
 * partyBuilding and base share one set of views: a table per city, its forms and visit appointments; the
 * appointments' own pages (their form and details, where a base's details add one) are hidden.
 */
const cityViews = (path: string, noun: string, appointments: string) => [
  hiddenPage('table/{city}', [`${noun}（按地市）`, 'By city']),
  hiddenPage('addView/{city}', [`新增${noun}`, 'New']),
  hiddenPage('appointment/{id}', ['参观预约', 'Visit appointments']),
  hiddenPage('appointmentInfo/{id}', ['预约详情', 'Appointment details']),
  hiddenPage('details/{city}/{id}', [`${noun}详情`, 'Details']),
  hiddenPage('Edit/{city}/{id}', [`编辑${noun}`, 'Edit']),
  page(`${path}/appointments`, [`${noun}参观预约`, 'Visit appointments'], { resource: appointments, hidden: true }),
];

export const vanguard = group('vanguard', ['银龄先锋', 'Silver vanguard'], 'flag', [
  page('/vanguard/information', ['支部信息', 'Party branches'], {
    icon: 'flag',
    resource: 'partyBranch',
    children: [
      hiddenPage('detail/{id}/{userId}', ['支部党员详情', 'Branch member']),
      hiddenPage('dialogAdd', ['新增支部', 'New branch']),
      // Ours (docs/vanguard.md): the views the crud list cannot show.
      hiddenPage('termDue', ['换届提醒', 'Leadership changes due']),
      // The members' form and details, opened from the branch's details (docs/vanguard.md part 3).
      page('/vanguard/information/members', ['支部党员', 'Branch members'], { resource: 'partyMember', hidden: true }),
    ],
  }),
  page('/vanguard/activity', ['支部活动', 'Branch activities'], {
    icon: 'calendar',
    resource: 'branchActivity',
    children: [
      hiddenPage('Add', ['新增支部活动', 'New activity']),
      hiddenPage('Edit/{id}', ['编辑支部活动', 'Edit activity']),
      page('/vanguard/activity/participants', ['活动参加人员', 'Activity participants'], { resource: 'activityParticipant', hidden: true }),
    ],
  }),
  page('/vanguard/postStation', ['银龄驿站', 'Silver stations'], { icon: 'home-care', resource: 'poststation' }),
  page('/vanguard/partyBuilding', ['党建阵地', 'Party-building sites'], {
    icon: 'building',
    resource: 'partyBuilding',
    children: cityViews('/vanguard/partyBuilding', '党建阵地', 'partyBuildingAppointment'),
  }),
  page('/vanguard/base', ['教育基地', 'Education bases'], {
    icon: 'school',
    resource: 'educationBase',
    children: cityViews('/vanguard/base', '教育基地', 'educationBaseAppointment'),
  }),
  page('/vanguard/attendance', ['三会一课考勤', 'Meeting attendance'], {
    icon: 'clipboard',
    resource: 'meetingAttendance',
    children: [
      hiddenPage('Add', ['新增考勤', 'New attendance']),
      hiddenPage('Edit/{id}', ['编辑考勤', 'Edit attendance']),
      hiddenPage('missing', ['三会一课缺会情况', 'Missing meetings']),
    ],
  }),
  page('/vanguard/partyDues', ['党费收缴', 'Party dues'], {
    icon: 'coins',
    resource: 'partyDues',
    children: [hiddenPage('edit/{id}', ['编辑党费记录', 'Edit dues']), hiddenPage('detail', ['党费收缴明细', 'Dues details'])],
  }),
  page('/vanguard/backbone', ['骨干队伍', 'Core members'], {
    icon: 'team',
    resource: 'backbone',
    children: [hiddenPage('detail/{id}', ['骨干详情', 'Core member'])],
  }),
  page('/vanguard/backboneTraining', ['骨干培训', 'Core member training'], {
    icon: 'school',
    resource: 'backboneTraining',
    children: [
      hiddenPage('Add/{id?}', ['新增骨干培训', 'New training']),
      hiddenPage('Details/{id}', ['骨干培训详情', 'Training details']),
      page('/vanguard/backboneTraining/trainees', ['参训学员', 'Trainees'], { resource: 'backboneTrainee', hidden: true }),
    ],
  }),
  page('/vanguard/beautiful', ['最美先锋', 'Role models'], {
    icon: 'award',
    resource: 'beautifulPioneer',
    children: [hiddenPage('detail/{type}', ['先进典型详情', 'Role model']), hiddenPage('edit/{id}/{type}', ['编辑先进典型', 'Edit role model'])],
  }),
  // The academy is the learners' catalogue of the published courses that 在线学习 keeps (docs/vanguard.md part 3).
  page('/vanguard/classroom/netWorkAcademy', ['网上学院', 'Online academy'], { icon: 'monitor', resource: 'onlineCourse' }),
  page('/vanguard/onlineLearning', ['在线学习', 'Online learning'], {
    icon: 'video',
    resource: 'onlineCourse',
    children: [hiddenPage('Add/{type}', ['新增学习课程', 'New course']), hiddenPage('Edit/{type}/{id}', ['编辑学习课程', 'Edit course'])],
  }),
  page('/vanguard/thinkingSummary', ['心得体会', 'Reflections'], {
    icon: 'message',
    resource: 'thinkingSummary',
    children: [
      hiddenPage('Add/{type}', ['新增心得体会', 'New reflection']),
      hiddenPage('Details/{type}/{id}', ['心得体会详情', 'Reflection']),
      hiddenPage('Edit/{type}/{id}', ['编辑心得体会', 'Edit reflection']),
    ],
  }),
  page('/vanguard/studySituation', ['学习情况', 'Study records'], {
    icon: 'book',
    resource: 'studySituation',
    children: [
      hiddenPage('Add', ['新增学习记录', 'New study record']),
      hiddenPage('Edit/{id}', ['编辑学习记录', 'Edit study record']),
      hiddenPage('Details/{id}', ['学习记录详情', 'Study record']),
    ],
  }),
  page('/vanguard/cloud/cloudRelay', ['云接力', 'Cloud relay'], {
    icon: 'sync',
    resource: 'cloudRelay',
    children: [
      hiddenPage('Add', ['新增云接力', 'New relay']),
      hiddenPage('Edit/{id}', ['编辑云接力', 'Edit relay']),
      hiddenPage('Details/{id}', ['云接力详情', 'Relay']),
    ],
  }),
  page('/vanguard/cloud/cloudShow', ['云展示', 'Cloud showcase'], {
    icon: 'image',
    resource: 'cloudShow',
    children: [
      hiddenPage('Add', ['新增云展示', 'New showcase']),
      hiddenPage('Edit/{id}', ['编辑云展示', 'Edit showcase']),
      hiddenPage('Details/{id}', ['云展示详情', 'Showcase']),
    ],
  }),
  page('/vanguard/partyHistoryStudyEducation', ['党史学习教育', 'Party history education'], {
    icon: 'book',
    resource: 'partyHistoryEducation',
    children: [
      page('/vanguard/partyHistoryStudyEducation/Audit', ['党史学习教育审核', 'Party history review'], {
        icon: 'shield',
        children: [
          hiddenPage('lectureAdd', ['新增宣讲', 'New lecture']),
          hiddenPage('lectureEdit/{id}', ['编辑宣讲', 'Edit lecture']),
          hiddenPage('lectureDetail/{id}', ['宣讲详情', 'Lecture']),
          hiddenPage('lectureExamine/{id}', ['宣讲审核', 'Review lecture']),
          hiddenPage('discussionAdd', ['新增研讨', 'New discussion']),
          hiddenPage('discussionEdit/{id}', ['编辑研讨', 'Edit discussion']),
          hiddenPage('discussionDetail/{id}', ['研讨详情', 'Discussion']),
          hiddenPage('discussionExamine/{id}', ['研讨审核', 'Review discussion']),
        ],
      }),
    ],
  }),
  page('/vanguard/excellentLecture', ['精品党课', 'Model party lectures'], {
    icon: 'star',
    resource: 'excellentLecture',
    children: [
      hiddenPage('Add', ['新增精品党课', 'New lecture']),
      hiddenPage('Details/{id}', ['精品党课详情', 'Lecture']),
      hiddenPage('Edit/{id}', ['编辑精品党课', 'Edit lecture']),
    ],
  }),
  page('/vanguard/doublePioneer', ['双争先锋', 'Double pioneers'], {
    icon: 'award',
    resource: 'doublePioneer',
    children: [hiddenPage('Add/{id?}', ['双争先锋申报', 'Application']), hiddenPage('Details/{id}', ['双争先锋详情', 'Application details'])],
  }),
], 20);
