/**
 * The columns of an export: the list's columns first, then the resource's other fields (attachments
 * aside), then when each record was created and last changed. Cells carry what people read in the list:
 * dictionary labels instead of codes, lifecycle states by their labels (在册, not `normal`), organisation
 * and user names instead of ids, 是/否, masked values unless the exporter may reveal them (toRecord
 * decides, as it does for the list).
 */
import { pick, zh } from '../../model/i18n/index.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import type { CellValue, XlsxColumn } from '../xlsx/index.ts';
import type { WireRecord } from './records.ts';

export interface ExportColumn extends XlsxColumn {
  header: string;
  cell(record: WireRecord): CellValue;
}

const NOT_EXPORTED = new Set(['image', 'files']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as the plain text a spreadsheet cell can hold: paragraphs on their own lines, no markup. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function cellOf(def: ResourceDef, field: FieldDef, record: WireRecord): CellValue {
  const value = record[field.name];
  // A state kept as text (a dictionary-typed one is labelled below): its declared label, as the list's badge shows it.
  const state = def.lifecycle?.field === field.name && field.type !== 'dict' && value != null ? def.lifecycle.states[String(value)] : undefined;
  if (state) return pick('zh-CN', state.label);
  switch (field.type) {
    case 'dict':
    case 'dicts':
      return (record[`${field.name}Label`] as string | undefined) ?? '';
    case 'org':
    case 'user':
      return (record[`${field.name}Name`] as string | null | undefined) ?? (value as string | null);
    case 'orgs':
    case 'users':
      return ((record[`${field.name}Names`] as string[] | undefined) ?? []).join('、');
    case 'boolean':
      return value === null || value === undefined ? null : zh(value ? 'export.yes' : 'export.no');
    case 'integer':
      return typeof value === 'number' ? value : null;
    case 'decimal':
      return value === null || value === undefined ? null : Number(value);
    case 'datetime':
      return value instanceof Date ? value : value ? new Date(String(value)) : null;
    case 'richText':
      return typeof value === 'string' ? plainText(value) : null;
    // A reference keeps its id, though the screen shows its record's title: the rows import back, and two
    // records may share a title.
    default:
      return value === null || value === undefined ? null : String(value);
  }
}

function widthOf(field: FieldDef): number | undefined {
  if (field.type === 'idCard') return 22;
  if (field.type === 'richText' || field.type === 'longText') return 50;
  return typeof field.list === 'number' ? Math.max(10, Math.round(field.list / 7)) : undefined;
}

export function exportColumns(def: ResourceDef): ExportColumn[] {
  const fields = def.fields.filter((f) => !NOT_EXPORTED.has(f.type));
  const ordered = [...fields.filter((f) => f.list), ...fields.filter((f) => !f.list)];
  const columns: ExportColumn[] = ordered.map((field) => ({
    header: pick('zh-CN', field.label),
    width: widthOf(field),
    // Numbers people read as codes (ID cards, phones) stay text, leading zeros included.
    text: ['idCard', 'mobile', 'phone', 'text'].includes(field.type),
    cell: (record) => cellOf(def, field, record),
  }));
  columns.push(
    { header: zh('export.createTime'), width: 20, cell: (r) => (r.createTime as Date | null) ?? null },
    { header: zh('export.updateTime'), width: 20, cell: (r) => (r.updateTime as Date | null) ?? null },
  );
  return columns;
}

/** A worksheet name from a label, within Excel's rules (31 characters, none of \ / ? * [ ] :). */
export function sheetName(label: string): string {
  return label.replace(/[\\/?*[\]:]/g, '_').replace(/^'+|'+$/g, '').slice(0, 31) || 'Sheet1';
}
