/**
 * 离退休干部信息 (retired cadre information): /retiredCadres and /retiredVeteranCadres of spec section 2.
 * Pages backed by a declared resource get its Add, Edit/{id}, Details/{id} and recycle views and buttons;
 * the rest are hand-made pages over the archive's own endpoints (docs/cadre.md lists ids and calls).
 * Spec section 6's Shaoxing rule keys on the last path segments `abnormalData` (shown to Shaoxing only)
 * and `synchronous` (hidden from Shaoxing), the second child of basic information (档案采集).
 * The two route trees show some of the same records: within the group every listed name is distinct (the
 * veteran tree's copies are its 维护 pages), so that the sidebar, the tags and the search never show two
 * entries of one name; `formerly` renames them in a database synced before.
 */
import { group, hiddenPage, page } from '../build.ts';

const VETERAN = '/retiredVeteranCadres';

/** One cadre's whole archive, by kind of retirement (fullDetail variants of spec section 2). */
const fullDetail = [
  hiddenPage(`${VETERAN}/fullDetail/retired/{id}`, ['退休干部档案', 'Archive: retired']),
  hiddenPage(`${VETERAN}/fullDetail/leaveRetired/{id}`, ['离休干部档案', 'Archive: 离休']),
  hiddenPage(`${VETERAN}/fullDetail/nonRetired/{id}`, ['未退休干部档案', 'Archive: not retired']),
];

export const retiredCadres = group('retiredCadreInfo', ['离退休干部信息', 'Retired cadre information'], 'users', [
  page('/retiredCadres/allInfo', ['全部信息', 'All information'], {
    icon: 'idCard',
    children: [hiddenPage('/retiredCadres/allInfoDetail/{id}', ['干部全部信息', 'Whole archive'])],
  }),
  page('/retiredCadres/baseInfo', ['基本信息', 'Basic information'], {
    icon: 'user',
    resource: 'cadre',
    children: [
      hiddenPage('/retiredCadres/baseInfoDetail/{id}', ['基本信息详情', 'Basic information: details']),
      hiddenPage('/retiredCadres/baseInfoRecord', ['导入导出记录', 'Import and export records']),
    ],
  }),
  page('/retiredCadres/familyInfo', ['家庭信息', 'Family'], { icon: 'home-care', resource: 'cadreFamily' }),
  page('/retiredCadres/workInfo', ['工作简历', 'Work history'], { icon: 'building', resource: 'cadreResume' }),
  page('/retiredCadres/photoInfo', ['照片信息', 'Photos'], { icon: 'image', resource: 'cadrePhoto' }),
  page('/retiredCadres/silverTalentManagement', ['银龄人才管理', 'Silver talent management'], { icon: 'award', resource: 'cadreTalent' }),
  page('/retiredCadres/healthRecordsList', ['健康档案', 'Health records'], { icon: 'heart', resource: 'cadreHealthRecord' }),
  page('/retiredCadres/deathInfo', ['去世信息', 'Deaths'], { icon: 'flag', resource: 'cadreDeath' }),
  page('/retiredCadres/survivorsInfo', ['遗属信息', 'Survivors'], { icon: 'users', resource: 'cadreSurvivor' }),
  page('/retiredCadres/otherInfo', ['其他信息', 'Other information'], { icon: 'list', resource: 'cadreOther' }),
  page('/retiredCadres/basicStatistics', ['基础统计', 'Basic statistics'], { icon: 'chart', buttons: [['export', ['导出', 'Export']]] }),
  page('/retiredCadres/tabulateStatistics', ['统计报表', 'Statistical tables'], { icon: 'chart', buttons: [['export', ['导出', 'Export']]] }),
  page('/retiredCadres/statisticAnalysis', ['统计分析', 'Statistical analysis'], { icon: 'chart' }),
  page('/retiredCadres/downloadRecord', ['下载记录', 'Downloads'], { icon: 'file' }),

  page(`${VETERAN}/basicInformation`, ['档案采集', 'Archive intake'], {
    icon: 'idCard',
    formerly: ['基本信息'],
    children: [
      page(`${VETERAN}/essentialInformation`, ['信息维护', 'Records'], { icon: 'user', resource: 'cadre', children: fullDetail }),
      page(`${VETERAN}/synchronous`, ['编办同步', 'Sync from the staffing office'], {
        icon: 'sync',
        buttons: [['apply', ['应用同步', 'Apply']]],
        children: [hiddenPage('{batchId}', ['同步比对结果', 'Comparison'])],
      }),
      page(`${VETERAN}/import`, ['模板导入', 'Template import'], {
        icon: 'upload',
        buttons: [['upload', ['上传导入', 'Upload']]],
        children: [hiddenPage('record', ['导入操作记录', 'Import records']), hiddenPage('record/{id}', ['导入记录详情', 'Import record'])],
      }),
      page(`${VETERAN}/selfEntry`, ['自主录入', 'Self-entry'], { icon: 'clipboard', resource: 'cadreSelfEntry' }),
    ],
  }),
  page(`${VETERAN}/synchronouserror`, ['同步异常', 'Sync failures'], {
    icon: 'alert',
    buttons: [['handle', ['处理', 'Handle']]],
    children: [hiddenPage('Details/{id}', ['同步异常详情', 'Sync failure'])],
  }),
  page(`${VETERAN}/abnormalData`, ['异常数据', 'Abnormal data'], {
    icon: 'alert',
    children: [hiddenPage('Details/{id}', ['异常数据详情', 'Abnormal record'])],
  }),
  page(`${VETERAN}/pairUpWithRuralPartyMembers`, ['结对农村党员', 'Rural party pairing'], { icon: 'team', resource: 'cadreRuralPairing' }),
  page(`${VETERAN}/familyInformation`, ['家庭成员', 'Family members'], { icon: 'home-care', resource: 'cadreFamilyMember' }),
  page(`${VETERAN}/workInfo`, ['工作信息', 'Work records'], { icon: 'building', resource: 'cadreResume' }),
  page(`${VETERAN}/photoInfo`, ['照片维护', 'Photos: maintenance'], { icon: 'image', resource: 'cadrePhoto', formerly: ['照片信息'] }),
  page(`${VETERAN}/silverTalents`, ['银龄人才', 'Silver talents'], { icon: 'award', resource: 'cadreTalent' }),
  page(`${VETERAN}/healthRecords`, ['健康档案维护', 'Health records: maintenance'], { icon: 'heart', resource: 'cadreHealthRecord', formerly: ['健康档案'] }),
  page(`${VETERAN}/healthFollowUp`, ['健康随访', 'Health follow-ups'], { icon: 'calendar', resource: 'cadreHealthFollowup' }),
  page(`${VETERAN}/deathInformation`, ['去世信息维护', 'Deaths: maintenance'], { icon: 'flag', resource: 'cadreDeath', formerly: ['去世信息'] }),
  page(`${VETERAN}/survivorInformation`, ['遗属信息维护', 'Survivors: maintenance'], { icon: 'users', resource: 'cadreSurvivor', formerly: ['遗属信息'] }),
  page(`${VETERAN}/willInformation`, ['遗嘱信息', 'Wills'], { icon: 'lock', resource: 'cadreWill' }),
  page(`${VETERAN}/otherInformation`, ['其他信息维护', 'Other information: maintenance'], { icon: 'list', resource: 'cadreOther', formerly: ['其他信息'] }),
  page(`${VETERAN}/appman`, ['回收站', 'Recycle bin'], { icon: 'database' }),
  page(`${VETERAN}/birthdayReminder`, ['生日提醒', 'Birthday reminders'], {
    icon: 'gift',
    buttons: [['export', ['导出', 'Export']]],
    children: [page(`${VETERAN}/birthdayReminder/politics`, ['政治生日', 'Political birthdays'], { icon: 'flag', buttons: [['export', ['导出', 'Export']]] })],
  }),
  page(`${VETERAN}/statisticalAnalysis`, ['统计中心', 'Statistics centre'], {
    icon: 'chart',
    formerly: ['统计分析'],
    children: [
      page(`${VETERAN}/statisticalAnalysis/basic`, ['基本情况统计', 'Overview statistics'], { icon: 'chart', formerly: ['基础统计'], buttons: [['export', ['导出', 'Export']]] }),
      page(`${VETERAN}/statisticalAnalysis/summary`, ['汇总统计', 'Summary'], { icon: 'chart', buttons: [['export', ['导出', 'Export']]] }),
      page(`${VETERAN}/statisticalAnalysis/record`, ['统计台账', 'Statistical register'], { icon: 'list' }),
      page(`${VETERAN}/statisticalAnalysis/analysis`, ['趋势分析', 'Trends'], { icon: 'chart' }),
      page(`${VETERAN}/statisticalAnalysis/registrationStatistics`, ['登记统计', 'Registration statistics'], { icon: 'chart' }),
    ],
  }),
  page(`${VETERAN}/intelligentVerification`, ['智能核验', 'Intelligent verification'], {
    icon: 'shield',
    buttons: [['run', ['运行核验', 'Run checks']], ['handle', ['处理', 'Handle']]],
    children: [hiddenPage('Details/{id}', ['核验结果详情', 'Finding'])],
  }),
], 10);
