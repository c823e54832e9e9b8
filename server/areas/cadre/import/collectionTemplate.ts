/**
 * 《离退休干部职工信息收集模版》 (domain.md §3.12, HN-xlsx): the official collection template's columns in
 * their order, what each fills in, and how a cell's text becomes a stored value. Dictionary columns take
 * the item's label (or a common short form users write), never a code.
 */
import type { XlsxColumn } from '../../../xlsx/index.ts';

export const TEMPLATE_VERSION = 'HN-2020';

export interface TemplateColumn {
  header: string;
  /** The cadre field it fills; absent for 序号, and for the columns only checked against the ID card. */
  field?: string;
  /** The ID card decides it: the cell, when filled, must agree. */
  checkedAgainstId?: 'sex' | 'dateOfBirth';
  /** Dictionaries to look the label up in, first match wins (职务(职级) may be a job level or a civil rank). */
  dicts?: readonly { dict: string; field: string }[];
  /** The unit is looked up by name within the user's scope (组织区域 narrows it to a city). */
  unit?: boolean;
  area?: boolean;
  month?: boolean;
  width?: number;
}

export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { header: '序号', width: 6 },
  { header: '姓名', field: 'realName' },
  { header: '手机号码', field: 'phone', width: 14 },
  { header: '人员类别', dicts: [{ dict: 'personnel_category', field: 'personnelCategory' }], width: 14 },
  { header: '职务(职级)', dicts: [{ dict: 'job_level', field: 'jobLevel' }, { dict: 'civil_rank', field: 'civilRank' }], width: 14 },
  { header: '组织区域', area: true, width: 12 },
  { header: '性别', checkedAgainstId: 'sex', width: 6 },
  { header: '出生日期', checkedAgainstId: 'dateOfBirth', width: 12 },
  { header: '民族', dicts: [{ dict: 'nation', field: 'nation' }], width: 10 },
  { header: '籍贯', field: 'nativePlace' },
  { header: '政治面貌', dicts: [{ dict: 'political_status', field: 'politicalStatus' }], width: 16 },
  { header: '入党时间', field: 'partyJoinDate', month: true, width: 10 },
  { header: '文化程度', dicts: [{ dict: 'education', field: 'education' }], width: 14 },
  { header: '职称', field: 'academicTitle' },
  { header: '单位全称', unit: true, width: 28 },
  { header: '身份证号码', field: 'idCard', width: 22 },
];

/** Short forms people write in this template, beside the dictionaries' own labels. */
export const ALIASES: Record<string, Record<string, string>> = {
  political_status: { 中共党员: '01', 党员: '01', 预备党员: '02', 共青团员: '03', 团员: '03', 无党派: '12' },
  education: { 研究生: '10', 博士: '11', 硕士: '14', 本科: '21', 大学: '21', 大专: '31', 专科: '31', 中专: '41', 高中: '61', 初中: '71', 小学: '81' },
  nation: {},
  sex: { 男: '1', 女: '2' },
};

/** Header text compared without spaces and with either width of parentheses. */
export const normaliseHeader = (text: unknown) => String(text ?? '').replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');

/** A month from '1972-07', '1972.7', '1972年7月', '197207' or a date cell ('1972-07-01'). */
export function parseMonth(text: string): string | undefined {
  const m = /^(\d{4})\s*[-./年]?\s*(\d{1,2})\s*月?(?:[-./]\d{1,2}日?)?(?:T.*)?$/.exec(text.trim());
  if (!m) return undefined;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}-${String(month).padStart(2, '0')}` : undefined;
}

/** The template as a download: headers, drop-downs where the column is a dictionary, text-format ID column. */
export function templateColumns(options: (dict: string) => string[]): XlsxColumn[] {
  return TEMPLATE_COLUMNS.map((c) => ({
    header: c.header,
    width: c.width ?? 12,
    ...(c.field === 'idCard' || c.field === 'phone' ? { text: true } : {}),
    ...(c.dicts ? { options: c.dicts.flatMap((d) => options(d.dict)) } : c.checkedAgainstId === 'sex' ? { options: ['男', '女'] } : {}),
  }));
}
