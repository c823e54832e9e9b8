import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { DUTIES } from '../../model/menu/duties.ts';
import { MENU_ICONS } from '../../model/menu/icons.ts';
import { applyShaoxingRule, isShaoxingView, SHAOXING_RULE } from '../../model/menu/shaoxingRule.ts';
import { SYS } from '../../model/menu/systemPermissions.ts';

const entries = flatten(MENU_CATALOGUE);
const byPath = new Map(entries.filter((e) => e.path).map((e) => [e.path!, e]));

/** Spec section 2's routes of the groups this catalogue keeps (the cadre archive keeps its own). */
const SPEC_PATHS = [
  '/vanguard/information', '/vanguard/information/detail/{id}/{userId}', '/vanguard/information/dialogAdd',
  '/vanguard/activity/Add', '/vanguard/activity/Edit/{id}', '/vanguard/postStation',
  '/vanguard/partyBuilding/table/{city}', '/vanguard/partyBuilding/addView/{city}', '/vanguard/partyBuilding/appointment/{id}',
  '/vanguard/partyBuilding/appointmentInfo/{id}', '/vanguard/partyBuilding/details/{city}/{id}', '/vanguard/partyBuilding/Edit/{city}/{id}',
  '/vanguard/base/table/{city}', '/vanguard/base/Edit/{city}/{id}', '/vanguard/attendance/Add', '/vanguard/attendance/Edit/{id}',
  '/vanguard/partyDues/edit/{id}', '/vanguard/partyDues/detail', '/vanguard/backbone/detail/{id}', '/vanguard/backboneTraining/Add/{id?}',
  '/vanguard/backboneTraining/Details/{id}', '/vanguard/beautiful/detail/{type}', '/vanguard/beautiful/edit/{id}/{type}',
  '/vanguard/classroom/netWorkAcademy', '/vanguard/onlineLearning/Add/{type}', '/vanguard/onlineLearning/Edit/{type}/{id}',
  '/vanguard/thinkingSummary/Add/{type}', '/vanguard/thinkingSummary/Details/{type}/{id}', '/vanguard/thinkingSummary/Edit/{type}/{id}',
  '/vanguard/studySituation/Add', '/vanguard/studySituation/Edit/{id}', '/vanguard/studySituation/Details/{id}',
  '/vanguard/cloud/cloudRelay/Details/{id}', '/vanguard/cloud/cloudShow/Edit/{id}', '/vanguard/partyHistoryStudyEducation',
  '/vanguard/partyHistoryStudyEducation/Audit', '/vanguard/excellentLecture/Add', '/vanguard/excellentLecture/Details/{id}',
  '/vanguard/excellentLecture/Edit/{id}', '/vanguard/doublePioneer/Add/{id?}', '/vanguard/doublePioneer/Details/{id}',
  '/zhijiang/volunteer', '/zhijiang/lecturer/detail', '/zhijiang/informationGroup/add', '/zhijiang/informationGroup/edit',
  '/zhijiang/informationGroup/detail', '/zhijiang/studio/detail', '/zhijiang/beautiful/detail', '/zhijiang/personnel/approving',
  '/zhijiang/personnel/declare', '/zhijiang/personnel/approvingdetail', '/zhijiang/personnel/config', '/zhijiang/personnel/detail',
  '/zhijiang/personnel/detail1', '/zhijiang/personnel/detail2', '/zhijiang/personnel/count', '/zhijiang/talentBrandTeam/detail',
  '/zhijiang/talentBrandTeam/add', '/zhijiang/next/detail', '/zhijiang/webview',
  '/enjoyLife/projectLearning/{type}', '/enjoyLife/discipline', '/enjoyLife/briefing', '/enjoyLife/importantThought',
  '/enjoyLife/OnePersonOneStrategy/Add/{id}', '/enjoyLife/OnePersonOneStrategy/Edit/{id}', '/enjoyLife/silverTalentPerson',
  '/enjoyLife/silverTalent', '/enjoyLife/fourNearby', '/enjoyLife/elderlyUniversity', '/enjoyLife/activityCenter', '/enjoyLife/masterPiece',
  '/enjoyLife/questionBank/approval/{id}', '/enjoyLife/integral', '/enjoyLife/collectionOfWorks/approval/{id}',
  '/enjoyLife/activityCenteCollection', '/enjoyLife/activityTeam', '/enjoyLife/activityLookRound', '/enjoyLife/activityRoom',
  '/enjoyLife/peopleManagement', '/enjoyLife/announcementManagement', '/enjoyLife/activityappointment', '/enjoyLife/activitystatistics',
  '/enjoyLife/activitylist/{id}', '/enjoyLife/favorableAgedProject', '/enjoyLife/videoLesson', '/enjoyLife/elderlyCare/medicalGuideline/Add',
  '/enjoyLife/elderlyCare/medicalGuideline/Edit/{id}',
  ...['VisitCondolences/birthday', 'VisitCondolences/hospitalization', 'VisitCondolences/holiday', 'VisitCondolences/allopatry',
    'VisitCondolences/daily', 'VisitCondolences/testament', 'inpatient', 'rest', 'difficulty', 'registration', 'parttime']
    .flatMap((p) => [`/workRecord/${p}`, `/workRecord/${p}/Add`, `/workRecord/${p}/Edit/{id}/{userId}`]),
  '/informationPublish/report/detail', '/informationPublish/report/add', '/informationPublish/newsTrend', '/informationPublish/newsTrendH5',
  '/informationPublish/notice/add', '/informationPublish/notice/detail', '/informationPublish/notice/list',
  '/informationPublish/EpidemicPage/details', '/informationPublish/EpidemicPage/add', '/informationPublish/ServingChopsticks',
  '/informationPublish/drafts',
  '/guideWork/phoneBook', '/guideWork/annualReport/Add/{id?}', '/guideWork/annualReport/auto', '/guideWork/annualReport/Details/{id}',
  '/guideWork/sendReceive', '/officerGroup/city/add', '/officerGroup/directlySubordinate/add', '/cockpitEntrance',
  '/system/password', '/system/unit', '/system/unitDetail', '/system/staff', '/system/staffDetail', '/system/roleManagement',
  '/system/roleManagement/detail', '/system/roleAuthorization', '/system/dictionaries/detail', '/system/dictionaries/put',
  '/system/dictionaries/add', '/system/log', '/system/operationLog',
];

describe('the menu catalogue (model/menu)', () => {
  it('has every route spec section 2 names for its groups, once', () => {
    const missing = SPEC_PATHS.filter((p) => !byPath.has(p));
    assert.deepEqual(missing, []);
    const ids = entries.map((e) => e.id);
    assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'ids are unique');
    const paths = entries.filter((e) => e.path).map((e) => e.path);
    assert.deepEqual(paths.filter((p, i) => paths.indexOf(p) !== i), [], 'paths are unique');
  });

  it('names every entry in Chinese and English and gives every group and sidebar page an icon of the shell’s set', () => {
    for (const e of entries) {
      assert.match(e.label[0], /[\u4e00-\u9fa5]/, e.id);
      assert.ok(e.label[1].length > 0, e.id);
      if (e.type === 'group' || (e.type === 'menu' && !e.hidden)) assert.ok(e.icon && MENU_ICONS.includes(e.icon as never), `${e.id}: ${e.icon}`);
    }
  });

  it('caches list pages (keepAlive 0) and not forms, hidden pages or external views', () => {
    const ours = flatten(MENU_CATALOGUE.filter((g) => g.id !== 'retiredCadreInfo'));
    const uncached = ours.filter((e) => e.type === 'menu' && !e.hidden && e.keepAlive === 1).map((e) => e.path);
    assert.deepEqual(uncached.sort(), ['/cockpitEntrance', '/system/password', '/zhijiang/personnel/config', '/zhijiang/webview']);
    assert.ok(ours.filter((e) => e.hidden && e.type === 'menu').every((e) => e.keepAlive === 1));
  });

  it('orders the top groups as spec section 2 does, with the cockpit entry last', () => {
    const groups = [...MENU_CATALOGUE].sort((a, b) => a.sort - b.sort).map((g) => g.id);
    const ours = ['vanguard', 'zhijiang', 'enjoyLife', 'workRecord', 'informationPublish', 'careChild', 'workLiaison', 'system', 'cockpit'];
    assert.deepEqual(groups.filter((g) => ours.includes(g)), ours);
  });

  it('holds every permission code the system endpoints require, and every entry the duties name', () => {
    const codes = new Set(entries.map((e) => e.code));
    for (const page of Object.values(SYS)) for (const code of Object.values(page)) assert.ok(codes.has(code), code);
    const ids = new Set(entries.map((e) => e.id));
    for (const duty of DUTIES) {
      for (const entry of duty.entries) assert.ok(ids.has(entry.replace(/^!/, '').replace(/\*$/, '')), `${duty.roleCode}: ${entry}`);
    }
  });
});

describe('the Shaoxing rule (spec section 6)', () => {
  interface Node {
    id: string;
    path?: string;
    children: Node[];
  }
  const menu: Node[] = [
    {
      id: 'retiredCadreInfo',
      children: [
        {
          id: 'e',
          path: '/retiredVeteranCadres/essentialInformation',
          children: [
            { id: 's', path: SHAOXING_RULE.synchronousPath, children: [] },
            { id: 'x', path: '/retiredVeteranCadres/essentialInformation/x', children: [] },
          ],
        },
        { id: 'a', path: SHAOXING_RULE.abnormalDataPath, children: [] },
      ],
    },
  ];
  const ids = (tree: Node[]): string[] => tree.flatMap((n) => [n.id, ...ids(n.children)]);

  it('shows abnormal data and hides the staffing-office sync for Shaoxing, by city or organisation', () => {
    for (const user of [{ organization: { city: '绍兴市' } }, { organization: { cityCode: '330600' } }, { organization: { organizationName: '绍兴市越城区委老干部局' } }]) {
      assert.equal(isShaoxingView(user), true);
      assert.deepEqual(ids(applyShaoxingRule(menu, user)), ['retiredCadreInfo', 'e', 'x', 'a']);
    }
  });

  it('does the same for the rule’s role anywhere, and the opposite for everyone else', () => {
    assert.deepEqual(ids(applyShaoxingRule(menu, { organization: { city: '杭州市' }, roleIdList: [SHAOXING_RULE.roleId] })), ['retiredCadreInfo', 'e', 'x', 'a']);
    assert.deepEqual(ids(applyShaoxingRule(menu, { organization: { city: '杭州市' }, roleIdList: ['role-city-admin'] })), ['retiredCadreInfo', 'e', 's', 'x']);
    assert.deepEqual(ids(menu), ['retiredCadreInfo', 'e', 's', 'x', 'a'], 'the input is left as it was');
  });
});
