/**
 * 离退休干部基本信息 (baseInfo, essentialInformation, fullDetail; domain.md §3.1): the person at the heart
 * of the archive. Every sub-record (family, résumé, health, death, ...) is its own resource whose scope
 * comes from here (scopeVia cadreId). Sex and birth date are derived from the ID card on the server.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, ResourceDef } from '../resource/types.ts';
import { cadreLifecycle } from './cadreLifecycle.ts';

const identity: FieldDef[] = [
  { name: 'realName', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 30, list: 100, search: 'prefix', sortable: true, form: 'identity' },
  { name: 'nameUsedBefore', type: 'text', label: ['曾用名', 'Former name'], maxLength: 30, form: 'identity' },
  { name: 'idCard', type: 'idCard', label: ['身份证号', 'ID number'], required: true, sensitive: true, unique: true, list: 170, search: 'exact', form: 'identity' },
  { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], list: 60, search: 'in', form: false, detail: 'identity',
    help: ['由身份证号自动识别', 'Read from the ID number'] },
  { name: 'dateOfBirth', type: 'date', label: ['出生日期', 'Date of birth'], list: 110, search: 'range', sortable: true, form: false, detail: 'identity',
    help: ['由身份证号自动识别', 'Read from the ID number'] },
  { name: 'birthday', type: 'date', label: ['生日（本人意愿）', 'Birthday (as the cadre keeps it)'], form: 'identity',
    help: ['填写后生日提醒以此为准', 'Birthday reminders use it when filled in'] },
  { name: 'birthdayCalendar', type: 'dict', dict: 'calendar_type', label: ['生日历法', 'Calendar of the birthday'], default: '0', form: 'identity' },
  { name: 'nation', type: 'dict', dict: 'nation', label: ['民族', 'Ethnic group'], search: 'in', form: 'identity' },
  { name: 'nativePlace', type: 'text', label: ['籍贯', 'Native place'], maxLength: 50, form: 'identity' },
  { name: 'birthPlace', type: 'text', label: ['出生地', 'Place of birth'], maxLength: 80, form: 'identity' },
  { name: 'photo', type: 'image', label: ['近期照片', 'Recent photo'], form: 'identity' },
  { name: 'userId', type: 'user', label: ['关联账号', 'Linked account'], form: 'identity' },
];

const political: FieldDef[] = [
  { name: 'politicalStatus', type: 'dict', dict: 'political_status', label: ['政治面貌', 'Political status'], list: 120, search: 'in', form: 'political' },
  { name: 'partyJoinDate', type: 'month', label: ['入党时间', 'Joined the party'], search: 'range', form: 'political' },
  { name: 'partyBranchName', type: 'text', label: ['所在党支部', 'Party branch'], maxLength: 100, form: 'political' },
  { name: 'partyRelationPlace', type: 'text', label: ['党组织关系所在地', 'Party membership held at'], maxLength: 100, form: 'political' },
];

const work: FieldDef[] = [
  { name: 'workStartDate', type: 'month', label: ['参加工作时间', 'Started work'], search: 'range', sortable: true, form: 'work' },
  { name: 'retirementType', type: 'dict', dict: 'retirement_type', label: ['离退休类型', 'Retirement type'], required: true, list: 80, search: 'in', form: 'work' },
  { name: 'retirementDate', type: 'month', label: ['离退休时间', 'Retired'], list: 90, search: 'range', sortable: true, form: 'work' },
  { name: 'revolutionPeriod', type: 'dict', dict: 'revolution_period', label: ['参加革命工作时期', 'Revolution period'], search: 'in', form: 'work',
    help: ['仅离休干部；不填时按参加工作时间确定', '离休 only; derived from the work start date when left empty'] },
  { name: 'originalUnitAndPosition', type: 'text', label: ['原工作单位及职务', 'Former unit and post'], maxLength: 200, list: 220, search: 'contains', form: 'work' },
  { name: 'originalUnitNature', type: 'dict', dict: 'unit_nature', label: ['原工作单位性质', 'Former unit type'], search: 'in', form: 'work' },
  { name: 'jobLevel', type: 'dict', dict: 'job_level', label: ['职级', 'Job level'], list: 100, search: 'in', form: 'work' },
  { name: 'civilRank', type: 'dict', dict: 'civil_rank', label: ['职级（公务员法）', 'Civil-service rank'], search: 'in', form: 'work' },
  { name: 'highestPost', type: 'text', label: ['曾担任的最高职务', 'Highest post held'], maxLength: 100, form: 'work' },
  { name: 'education', type: 'dict', dict: 'education', label: ['文化程度', 'Education'], search: 'in', form: 'work' },
  { name: 'academicTitle', type: 'text', label: ['职称', 'Professional title'], maxLength: 50, form: 'work' },
  { name: 'personnelCategory', type: 'dict', dict: 'personnel_category', label: ['人员类别', 'Personnel category'], search: 'in', form: 'work' },
  { name: 'identityNature', type: 'dict', dict: 'identity_nature', label: ['身份性质', 'Status'], search: 'in', form: 'work' },
];

const treatment: FieldDef[] = [
  { name: 'treatmentLevel', type: 'dict', dict: 'treatment_level', label: ['现享受待遇', 'Treatment level'], list: 100, search: 'in', form: 'treatment' },
  { name: 'treatmentApproveDate', type: 'month', label: ['现享受待遇批准时间', 'Treatment approved'], form: 'treatment' },
  { name: 'treatmentApprovalNo', type: 'text', label: ['待遇批准文号', 'Approval document number'], maxLength: 100, form: 'treatment' },
  { name: 'improveTreatment', type: 'text', label: ['提高享受待遇情况', 'Treatment raised'], maxLength: 200, form: 'treatment' },
  { name: 'medicalTreatment', type: 'dict', dict: 'medical_treatment', label: ['享受医疗待遇情况', 'Medical treatment'], search: 'in', form: 'treatment' },
  { name: 'isProvincialCadre', type: 'boolean', label: ['是否省属干部', 'Provincial cadre'], search: 'exact', form: 'treatment' },
];

const management: FieldDef[] = [
  { name: 'manageOrgId', type: 'org', label: ['现管单位', 'Managing unit'], required: true, list: 200, search: 'subtree', form: 'management' },
  { name: 'unitNature', type: 'dict', dict: 'unit_nature', label: ['单位性质', 'Unit type'], search: 'in', form: 'management' },
  { name: 'orgArea', type: 'dict', dict: 'org_area', label: ['所属地市', 'City'], search: 'in', form: false, detail: 'management',
    help: ['由现管单位确定', 'From the managing unit'] },
  { name: 'countyCode', type: 'text', label: ['所属县（市、区）代码', 'County code'], search: 'in', form: false, detail: false },
];

const contact: FieldDef[] = [
  { name: 'phone', type: 'mobile', label: ['手机号码', 'Mobile'], list: 120, form: 'contact' },
  { name: 'telephone', type: 'phone', label: ['住宅电话', 'Home phone'], form: 'contact' },
  { name: 'groupNumber', type: 'text', label: ['集团短号', 'Short number'], maxLength: 10, form: 'contact' },
  { name: 'homeAddressRegion', type: 'text', label: ['居住地区', 'Home region'], maxLength: 120, form: 'contact' },
  { name: 'homeAddress', type: 'text', label: ['居住地址', 'Home address'], maxLength: 120, form: 'contact' },
];

const condition: FieldDef[] = [
  { name: 'healthStatus', type: 'dict', dict: 'health_status', label: ['健康状况', 'Health'], search: 'in', form: 'condition' },
  { name: 'isRemoteLiving', type: 'boolean', label: ['是否异地居住', 'Lives elsewhere'], default: false, search: 'exact', form: 'condition' },
  { name: 'careCategory', type: 'dict', dict: 'care_category', label: ['优抚类别', 'Care category'], search: 'in', form: 'condition' },
  { name: 'awardSituation', type: 'longText', label: ['奖惩情况', 'Awards and sanctions'], maxLength: 500, form: 'condition' },
  { name: 'specialContribution', type: 'longText', label: ['特殊贡献', 'Special contributions'], maxLength: 500, form: 'condition' },
  { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'condition' },
];

const recordState: FieldDef[] = [
  { name: 'statisticFlag', type: 'dict', dict: 'statistic_flag', label: ['统计标志', 'In statistics'], default: '1', search: 'in', form: 'condition' },
  { name: 'isReminder', type: 'boolean', label: ['是否生日提醒', 'Birthday reminders'], default: true, search: 'exact', form: 'condition' },
  { name: 'dataSource', type: 'dict', dict: 'data_source', label: ['数据来源', 'Source'], search: 'in', form: false, detail: 'condition' },
  { name: 'syncKey', type: 'text', label: ['编办同步主键', 'Staffing-office key'], form: false, detail: 'condition' },
  { name: 'status', type: 'text', label: ['人员状态', 'Status'], list: 80, search: 'in', form: false, detail: 'condition' },
  { name: 'deathDate', type: 'date', label: ['离世时间', 'Date of death'], search: 'range', form: false, detail: 'condition' },
];

export const cadre: ResourceDef = {
  name: 'cadre',
  table: 'cadre',
  label: ['离退休干部', 'Retired cadres'],
  titleField: 'realName',
  orgField: 'manageOrgId',
  permissions: standardPermissions('cadre'),
  recycleBin: true,
  sections: [
    { key: 'identity', label: ['基本信息', 'Identity'] },
    { key: 'political', label: ['政治面貌', 'Political status'] },
    { key: 'work', label: ['工作与离退休', 'Work and retirement'] },
    { key: 'treatment', label: ['待遇信息', 'Treatment'] },
    { key: 'management', label: ['管理信息', 'Management'] },
    { key: 'contact', label: ['联系方式', 'Contact'] },
    { key: 'condition', label: ['健康与其他', 'Health and other'] },
  ],
  fields: [...identity, ...political, ...work, ...treatment, ...management, ...contact, ...condition, ...recordState],
  lifecycle: cadreLifecycle,
};
