/** Texts of 银耀之江's volunteers, lecturers and other pages (docs/zhijiang.md): the server's refusals of their rules. */
import type { Messages } from './define.ts';

export const zhijiangVolunteer = {
  'volunteer.cadreTaken': ['该干部已登记为志愿者', 'This cadre is already a volunteer'],
  'volunteer.idCardTaken': ['该身份证号已登记为志愿者', 'Someone with this ID number is already a volunteer'],
  'volunteer.teamDissolved': ['该团队已解散，不能加入', 'The team is dissolved; nobody can join it'],
  'volunteer.registeredTwice': ['该志愿者已报名本次活动，不能重复登记', 'This volunteer is already registered for the activity'],
  'volunteer.personLeft': ['该志愿者已退出，不能登记服务', 'This volunteer has left; no service can be recorded'],
  'lecturer.twice': ['该干部已是本讲师团的讲师', 'This cadre already lectures in this group'],
  'lecturer.levelProvince': ['省级讲师团须属于省本级单位', 'A province-level group belongs to the province'],
  'lecturer.levelCity': ['市级讲师团须属于设区市', 'A city-level group belongs to a city'],
  'lecturer.levelCounty': ['县级讲师团须属于县（市、区）', 'A county-level group belongs to a county'],
} as const satisfies Messages;
