/**
 * One template row as the cadre's form values, or the problems of its cells, each naming the column.
 * Labels become dictionary codes, the unit's name becomes its id (within the user's scope), and the
 * sex and birth date cells must agree with the ID card, which decides them.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { parseIdCard } from '../../../../model/idCard.ts';
import type { ReadCellValue } from '../../../xlsx/index.ts';
import { parseMonth, TEMPLATE_COLUMNS } from './collectionTemplate.ts';

export interface RowProblem {
  row: number;
  column: string;
  field: string | null;
  message: string;
}

export interface Lookups {
  /** Dictionary label (or alias) → code, per dictionary. */
  label(dict: string, text: string): string | undefined;
  /** Units in scope by full name: candidates with their city code. */
  units: Map<string, { id: string; cityCode: string }[]>;
  /** 组织区域 label → city code (省直单位 → 330000). */
  areas: Map<string, string>;
}

const cellText = (value: ReadCellValue | undefined): string => (value === null || value === undefined ? '' : String(value).trim());

export function templateRowInput(row: number, values: readonly ReadCellValue[], lookups: Lookups): { input: Record<string, unknown>; problems: RowProblem[] } {
  const input: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  const problem = (column: string, field: string | null, message: string) => problems.push({ row, column, field, message });
  let area: string | undefined;
  let unitName = '';
  const checks: { column: string; kind: 'sex' | 'dateOfBirth'; text: string }[] = [];
  TEMPLATE_COLUMNS.forEach((column, i) => {
    const raw = values[i];
    const text = cellText(raw);
    if (!text) return;
    if (column.field === 'idCard' && typeof raw === 'number') {
      problem(column.header, 'idCard', '身份证号码被存为数字（末几位已丢失），请将该列设为文本格式后重新填写');
    } else if (column.field) input[column.field] = column.month ? (parseMonth(text) ?? text) : text;
    else if (column.dicts) {
      const hit = column.dicts.map((d) => ({ field: d.field, code: lookups.label(d.dict, text) })).find((h) => h.code);
      if (hit) input[hit.field] = hit.code;
      else problem(column.header, column.dicts[0]!.field, zh('cadre.unknownLabel', { value: text.slice(0, 20) }));
    } else if (column.area) {
      area = lookups.areas.get(text);
      if (!area) problem(column.header, 'orgArea', zh('cadre.unknownLabel', { value: text.slice(0, 20) }));
    } else if (column.unit) unitName = text;
    else if (column.checkedAgainstId) checks.push({ column: column.header, kind: column.checkedAgainstId, text });
  });
  const candidates = (lookups.units.get(unitName) ?? []).filter((u) => !area || u.cityCode === area);
  if (!unitName) problem('单位全称', 'manageOrgId', zh('validation.required', { label: '单位全称' }));
  else if (candidates.length !== 1) problem('单位全称', 'manageOrgId', zh('cadre.unknownUnit', { unit: unitName.slice(0, 40) }));
  else input.manageOrgId = candidates[0]!.id;
  const id = typeof input.idCard === 'string' ? parseIdCard(input.idCard) : undefined;
  if (id && !('problem' in id)) {
    for (const c of checks) {
      const expected = c.kind === 'sex' ? id.sex : id.birthDate;
      const given = c.kind === 'sex' ? (lookups.label('sex', c.text) ?? c.text) : c.text.slice(0, 10).replace(/[./]/g, '-');
      if (given !== expected) problem(c.column, c.kind, c.kind === 'sex' ? '性别与身份证号不一致' : '出生日期与身份证号不一致');
    }
  }
  return { input, problems };
}

