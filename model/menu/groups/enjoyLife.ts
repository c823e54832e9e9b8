/**
 * 银龄乐享 (silver enjoy-life): elderly universities, activity centres, works and services, /enjoyLife of
 * spec section 2. The spec names smart campus, red lecturer, elderly-care services and my works without
 * paths: theirs here are ours (docs/system.md, "Catalogue conventions").
 */
import { group, hiddenPage, page, type Draft } from '../build.ts';

/** A page of a resource reached from another page (a course's students), not listed in the sidebar. */
const hiddenListPage = (draft: Draft): Draft => (sort, parentPath) => ({ ...draft(sort, parentPath), hidden: true, keepAlive: 1 });

export const enjoyLife = group('enjoyLife', ['银龄乐享', 'Silver enjoy-life'], 'leaf', [
  page('/enjoyLife/projectLearning', ['专题学习', 'Topic study'], {
    icon: 'book',
    resource: 'projectLearning',
    children: [hiddenPage('{type}', ['专题学习内容', 'Topic'])],
  }),
  page('/enjoyLife/discipline', ['学科设置', 'Disciplines'], {
    icon: 'list',
    resource: 'universityCourse',
    children: [hiddenListPage(page('/enjoyLife/discipline/student', ['报名学员', 'Students'], { resource: 'universityStudent' }))],
  }),
  page('/enjoyLife/briefing', ['工作简报', 'Briefings'], { icon: 'file', resource: 'briefing' }),
  page('/enjoyLife/importantThought', ['重要论述', 'Key speeches'], { icon: 'book', resource: 'importantThought' }),
  page('/enjoyLife/OnePersonOneStrategy', ['一人一策', 'One person, one plan'], {
    icon: 'user',
    resource: 'onePersonOneStrategy',
    children: [
      hiddenPage('Add/{id}', ['新增一人一策', 'New plan']),
      hiddenPage('Edit/{id}', ['编辑一人一策', 'Edit plan']),
      hiddenPage('exportRecord', ['导出记录', 'Export records']),
    ],
  }),
  page('/enjoyLife/silverTalentPerson', ['银龄人才名录', 'Talent directory'], { icon: 'users', resource: 'silverTalentPerson' }),
  page('/enjoyLife/silverTalent', ['银龄人才风采', 'Talent showcase'], { icon: 'star', resource: 'silverTalent' }),
  page('/enjoyLife/fourNearby', ['四就近', 'Four nearby'], { icon: 'home-care', resource: 'fourNearby' }),
  page('/enjoyLife/elderlyUniversity', ['老年大学', 'Elderly universities'], { icon: 'school', resource: 'elderlyUniversity' }),
  page('/enjoyLife/smartCampus', ['智慧校园', 'Smart campus'], { icon: 'monitor' }),
  page('/enjoyLife/activityCenter', ['活动中心', 'Activity centres'], { icon: 'building', resource: 'activityCenter' }),
  page('/enjoyLife/activityCenteCollection', ['活动中心汇总', 'Activity centre summary'], { icon: 'database', buttons: [['export', ['导出', 'Export']]] }),
  page('/enjoyLife/activityTeam', ['活动团队', 'Activity teams'], { icon: 'team', resource: 'activityTeam' }),
  page('/enjoyLife/activityLookRound', ['活动风采', 'Activity gallery'], { icon: 'image' }),
  page('/enjoyLife/activityRoom', ['活动室管理', 'Activity rooms'], { icon: 'building', resource: 'activityRoom' }),
  page('/enjoyLife/peopleManagement', ['人员管理', 'People'], { icon: 'users', resource: 'activityTeamMember' }),
  page('/enjoyLife/announcementManagement', ['公告管理', 'Announcements'], { icon: 'bell', resource: 'activityAnnouncement' }),
  page('/enjoyLife/activityappointment', ['活动预约', 'Activity bookings'], { icon: 'calendar', resource: 'activityAppointment' }),
  page('/enjoyLife/activitystatistics', ['活动统计', 'Activity statistics'], { icon: 'chart', buttons: [['export', ['导出', 'Export']]] }),
  hiddenPage('/enjoyLife/activitylist/{id}', ['活动列表', 'Activities']),
  // The activities of every centre and their enrolments (ours; the spec names only a centre's list above), with
  // their forms and details: hidden resource pages, opened from 活动列表, 活动统计 and 活动风采.
  page('/enjoyLife/activity', ['活动管理', 'Activities'], { resource: 'activity', hidden: true, keepAlive: 1 }),
  page('/enjoyLife/activityEnrolment', ['活动报名', 'Enrolments'], { resource: 'activityEnrolment', hidden: true, keepAlive: 1 }),
  page('/enjoyLife/masterPiece', ['精品佳作', 'Masterpieces'], { icon: 'award', resource: 'masterPiece' }),
  page('/enjoyLife/collectionOfWorks', ['作品征集', 'Call for works'], {
    icon: 'image',
    resource: 'collectionOfWorks',
    children: [hiddenPage('approval/{id}', ['作品审核', 'Review work'])],
  }),
  page('/enjoyLife/myWorks', ['我的作品', 'My works'], { icon: 'image', resource: 'myWorks' }),
  page('/enjoyLife/questionBank', ['题库管理', 'Question bank'], {
    icon: 'list',
    resource: 'questionBank',
    children: [hiddenPage('approval/{id}', ['题目审核', 'Review question'])],
  }),
  page('/enjoyLife/integral', ['积分管理', 'Points'], { icon: 'coins', resource: 'integral' }),
  // 红色讲师 are 银耀之江's 银龄讲师团 lecturers (domain.md §6 "银龄讲师团/红色讲师"): the same records, listed here too.
  page('/enjoyLife/redLecturer', ['红色讲师', 'Red lecturers'], { icon: 'megaphone', resource: 'redLecturer' }),
  page('/enjoyLife/elderlyCare', ['养老服务', 'Elderly care'], {
    icon: 'heart',
    children: [
      page('/enjoyLife/elderlyCare/doctor', ['家庭医生', 'Family doctors'], { icon: 'heart', resource: 'careDoctor' }),
      page('/enjoyLife/elderlyCare/community', ['社区养老', 'Community care'], { icon: 'home-care', resource: 'careCommunity' }),
      page('/enjoyLife/elderlyCare/nursingInstitution', ['养老机构', 'Nursing homes'], { icon: 'building', resource: 'careNursingInstitution' }),
      page('/enjoyLife/elderlyCare/medicalGuideline', ['就医指南', 'Medical guidance'], {
        icon: 'file',
        resource: 'medicalGuideline',
        children: [hiddenPage('Add', ['新增就医指南', 'New guidance']), hiddenPage('Edit/{id}', ['编辑就医指南', 'Edit guidance'])],
      }),
    ],
  }),
  page('/enjoyLife/favorableAgedProject', ['为老惠老项目', 'Benefits for the elderly'], { icon: 'gift', resource: 'favorableAgedProject' }),
  page('/enjoyLife/videoLesson', ['视频课程', 'Video lessons'], { icon: 'video', resource: 'videoLesson' }),
], 40);
