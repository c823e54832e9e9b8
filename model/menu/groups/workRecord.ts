/**
 * 工作记录 (work records): visits and condolences of each kind, hospital stays, convalescence, hardship
 * help, trips abroad and part-time posts, /workRecord of spec section 2 (the spec also writes /WorkRecord;
 * paths are case-sensitive, and the catalogue uses /workRecord throughout).
 */
import { group, hiddenPage, page, type Draft } from '../build.ts';
import type { MenuIcon } from '../icons.ts';
import type { Label } from '../../resource/types.ts';

/** Every record page has the spec's Add and Edit/{id}/{userId} (the record and its cadre). */
const recordPage = (path: string, label: Label, icon: MenuIcon, resource?: string): Draft =>
  page(path, label, {
    icon,
    ...(resource ? { resource } : {}),
    children: [
      hiddenPage('Add', [`新增${label[0]}`, `New: ${label[1]}`]),
      hiddenPage('Edit/{id}/{userId}', [`编辑${label[0]}`, `Edit: ${label[1]}`]),
    ],
  });

export const workRecord = group('workRecord', ['工作记录', 'Work records'], 'clipboard', [
  page('/workRecord/VisitCondolences', ['走访慰问', 'Visits and condolences'], {
    icon: 'heart',
    children: [
      recordPage('/workRecord/VisitCondolences/birthday', ['生日看望', 'Birthday visits'], 'gift', 'birthdayVisit'),
      recordPage('/workRecord/VisitCondolences/hospitalization', ['住院看望', 'Hospital visits'], 'heart', 'hospitalizationVisit'),
      recordPage('/workRecord/VisitCondolences/holiday', ['节日慰问', 'Holiday greetings'], 'calendar', 'holidayVisit'),
      recordPage('/workRecord/VisitCondolences/allopatry', ['异地人员慰问', 'Visits away from home'], 'home-care', 'allopatryVisit'),
      recordPage('/workRecord/VisitCondolences/daily', ['日常走访', 'Routine visits'], 'users', 'dailyVisit'),
      recordPage('/workRecord/VisitCondolences/testament', ['遗属慰问', 'Survivor condolences'], 'heart', 'testamentVisit'),
    ],
  }),
  recordPage('/workRecord/inpatient', ['住院登记', 'Hospital stays'], 'heart', 'inpatient'),
  recordPage('/workRecord/rest', ['疗养休养', 'Convalescence'], 'leaf', 'rest'),
  recordPage('/workRecord/difficulty', ['困难帮扶', 'Hardship help'], 'gift', 'difficulty'),
  recordPage('/workRecord/registration', ['出国（境）登记', 'Trips abroad'], 'idCard', 'abroad'),
  // Beside the trips, under their path: the travel documents they use, and the trips overdue for their return.
  recordPage('/workRecord/registration/certificate', ['证照登记', 'Travel documents'], 'key', 'abroadCertificate'),
  page('/workRecord/registration/overdue', ['逾期未归提醒', 'Overdue returns'], { icon: 'alert', resource: 'abroadOverdue' }),
  recordPage('/workRecord/parttime', ['兼职登记', 'Part-time posts'], 'user', 'parttime'),
  // Ours: the province reads the totals (issue 19); each number opens the list of its records.
  page('/workRecord/statistics', ['工作统计', 'Work statistics'], { icon: 'chart', buttons: [['export', ['导出', 'Export']]] }),
], 50);
