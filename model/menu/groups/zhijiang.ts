/** 银耀之江 (silver Zhejiang): volunteers, lecturers and talents, /zhijiang of spec section 2. */
import { group, hiddenPage, page } from '../build.ts';

export const zhijiang = group('zhijiang', ['银耀之江', 'Silver Zhejiang'], 'river', [
  // 志愿服务 is its teams; the volunteers, their activities and the registrations that credit their hours are
  // the pages below it (docs/zhijiang.md). The spec's edit and detail take the record's id in the query (?id=).
  page('/zhijiang/volunteer', ['志愿服务', 'Volunteer service'], {
    icon: 'heart',
    resource: 'volunteerTeam',
    children: [
      page('/zhijiang/volunteer/person', ['志愿者', 'Volunteers'], { icon: 'users', resource: 'volunteerPerson' }),
      page('/zhijiang/volunteer/activity', ['服务活动', 'Service activities'], { icon: 'calendar', resource: 'voluntaryremittance' }),
      page('/zhijiang/volunteer/registration', ['服务登记', 'Service registrations'], { icon: 'clipboard', resource: 'volunteerRegistration' }),
    ],
  }),
  page('/zhijiang/lecturer', ['银龄讲师团', 'Lecturer groups'], {
    icon: 'megaphone',
    resource: 'redLecturerOrganization',
    children: [
      hiddenPage('detail', ['讲师团详情', 'Lecturer group']),
      page('/zhijiang/lecturer/member', ['讲师', 'Lecturers'], { icon: 'user', resource: 'redLecturer' }),
      page('/zhijiang/lecturer/lecture', ['宣讲记录', 'Lectures'], { icon: 'megaphone', resource: 'redLecture' }),
    ],
  }),
  page('/zhijiang/informationGroup', ['信息工作组', 'Information groups'], {
    icon: 'message',
    resource: 'informationGroup',
    children: [
      hiddenPage('add', ['新增信息工作组', 'New group']),
      hiddenPage('edit', ['编辑信息工作组', 'Edit group']),
      hiddenPage('detail', ['信息工作组详情', 'Group details']),
    ],
  }),
  page('/zhijiang/studio', ['银龄工作室', 'Studios'], { icon: 'building', resource: 'studio', children: [hiddenPage('detail', ['工作室详情', 'Studio'])] }),
  page('/zhijiang/beautiful', ['最美银龄', 'Role models'], { icon: 'award', resource: 'beautifulSilver', children: [hiddenPage('detail', ['最美银龄详情', 'Role model'])] }),
  // 银龄人才申报 (docs/zhijiang.md): every application in scope; its declaration form, the approvals waiting
  // for the user's level, the statistics and the settings; the application's pages with its approval trail.
  page('/zhijiang/personnel', ['银龄人才申报', 'Talent applications'], {
    icon: 'user',
    resource: 'talentDeclare',
    children: [
      page('/zhijiang/personnel/declare', ['人才申报', 'Apply'], { icon: 'upload' }),
      page('/zhijiang/personnel/approving', ['申报审批', 'Approvals'], { icon: 'shield' }),
      page('/zhijiang/personnel/count', ['申报统计', 'Statistics'], { icon: 'chart' }),
      page('/zhijiang/personnel/config', ['申报设置', 'Settings'], { icon: 'settings', keepAlive: 1, buttons: [['save', ['保存设置', 'Save settings']]] }),
      hiddenPage('approvingdetail', ['审批详情', 'Approval details']),
      hiddenPage('detail', ['申报详情', 'Application']),
      hiddenPage('detail1', ['申报详情（单位审核）', 'Application: unit review']),
      hiddenPage('detail2', ['申报详情（市级审核）', 'Application: city review']),
    ],
  }),
  page('/zhijiang/talentBrandTeam', ['人才品牌团队', 'Talent brand teams'], {
    icon: 'team',
    resource: 'talentBrandTeam',
    children: [hiddenPage('detail', ['品牌团队详情', 'Team']), hiddenPage('add', ['新增品牌团队', 'New team'])],
  }),
  page('/zhijiang/next', ['关爱下一代', 'Caring for the young'], {
    icon: 'sprout',
    resource: 'careNextGeneration',
    children: [hiddenPage('detail', ['关爱下一代详情', 'Details'])],
  }),
  page('/zhijiang/webview', ['数据驾驶舱', 'Data cockpit'], { icon: 'dashboard', keepAlive: 1 }),
], 30);
