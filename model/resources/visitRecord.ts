/**
 * What every kind of 走访慰问 (domain.md §4.1) shares. The kinds are one table (`wr_visit`, column
 * visit_type) and one record kind; each kind is its own resource, `<visitType>Visit`, so that its page
 * has its own columns, fields, export and recycle bin, and sees only its own rows (a server hook).
 * Like every work record, a visit belongs to a cadre and is seen exactly where its cadre is (cadreWorkRecord).
 */
import type { FieldDef, Label, ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

/** The dictionary `visit_type`'s codes, in its order. */
export const VISIT_TYPES = ['birthday', 'hospitalization', 'holiday', 'allopatry', 'daily', 'testament'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

/** The resource of a kind of visit. */
export const visitResourceName = (type: VisitType) => `${type}Visit`;

export interface VisitKind {
  type: VisitType;
  label: Label;
  /** 看望时间, 慰问时间, 走访时间: what the original's form calls the date of each kind. */
  dateLabel: Label;
  addressLabel: Label;
  /** The kind's own fields, shown after the date (form section 'main'). */
  fields?: readonly FieldDef[];
}

export function visitRecord(kind: VisitKind): ResourceDef {
  const name = visitResourceName(kind.type);
  return cadreWorkRecord({
    name,
    table: 'wr_visit',
    label: kind.label,
    titleField: 'cadreName',
    defaultSort: 'visitDate,desc',
    sections: [
      { key: 'main', label: ['走访信息', 'Visit'] },
      { key: 'consolation', label: ['慰问与反馈', 'Consolation and feedback'] },
    ],
    fields: [
      { name: 'visitType', type: 'dict', dict: 'visit_type', label: ['走访慰问类型', 'Kind of visit'], form: false, detail: false },
      { name: 'visitDate', type: 'date', label: kind.dateLabel, required: true, list: 110, search: 'range', sortable: true, form: 'main' },
      ...(kind.fields ?? []),
      { name: 'address', type: 'text', label: kind.addressLabel, maxLength: 64, list: 160, search: 'contains', form: 'main' },
      { name: 'leader', type: 'text', label: ['慰问领导', 'Visiting leader'], maxLength: 64, list: 120, search: 'contains', form: 'main' },
      { name: 'entourage', type: 'text', label: ['陪同人员', 'Accompanied by'], maxLength: 64, form: 'main' },
      { name: 'consolationGoods', type: 'text', label: ['慰问品', 'Goods'], maxLength: 64, list: 140, form: 'consolation' },
      { name: 'consolationMoney', type: 'decimal', label: ['慰问金（元）', 'Money (yuan)'], min: 0, max: 1_000_000, scale: 2, list: 100, sortable: true, form: 'consolation' },
      { name: 'physicalState', type: 'text', label: ['身体状况', 'Health on the day'], maxLength: 64, form: 'consolation' },
      { name: 'feedback', type: 'longText', label: ['反馈信息', 'Feedback'], maxLength: 500, form: 'consolation' },
      { name: 'photos', type: 'files', label: ['照片', 'Photos'], form: 'consolation', help: ['走访现场照片', 'Photos taken at the visit'] },
    ],
  });
}
