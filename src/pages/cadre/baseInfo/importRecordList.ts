/**
 * The import pipeline's records as the browser lists them (GET importRecord, docs/engine-files.md): the
 * columns and filters of the server's list, and the records' states in words.
 */
import type { ResourceDef } from '../../../../model/resource/types.ts';
import type { ImportStatus } from '../../../http/api/imports.ts';
import type { Translate } from '../../../i18n/locale.ts';
import type { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import type { Option } from '../../../ui/select.tsx';

export const IMPORT_RECORD_LIST: ResourceDef = {
  name: 'importRecord',
  table: 'import_record',
  label: ['导入记录', 'Imports'],
  titleField: 'fileName',
  permissions: { view: '', add: '', edit: '', delete: '' },
  defaultSort: 'createTime,desc',
  fields: [
    { name: 'fileName', type: 'text', label: ['文件名', 'File'], list: 260, search: 'contains', sortable: true },
    { name: 'status', type: 'text', label: ['状态', 'Status'], list: 100, search: 'in' },
    { name: 'total', type: 'integer', label: ['总行数', 'Rows'], list: 80 },
    { name: 'imported', type: 'integer', label: ['已导入', 'Imported'], list: 80 },
    { name: 'invalid', type: 'integer', label: ['错误行数', 'Rows with errors'], list: 90 },
    { name: 'error', type: 'text', label: ['说明', 'Note'], list: 240 },
    { name: 'userName', type: 'text', label: ['导入人', 'Imported by'], list: 110 },
    { name: 'createTime', type: 'datetime', label: ['导入时间', 'Imported'], list: 150, search: 'range', sortable: true },
  ],
};

const STATUSES: readonly ImportStatus[] = ['uploaded', 'validated', 'importing', 'imported', 'failed'];

export function importStatusLabel(t: Translate<keyof typeof cadrePages>, status: unknown): string {
  return STATUSES.includes(status as ImportStatus) ? t(`cadrePages.import.engineStatus.${status as ImportStatus}`) : String(status ?? '');
}

export const importStatusOptions = (t: Translate<keyof typeof cadrePages>): Option[] => STATUSES.map((s) => ({ value: s, label: importStatusLabel(t, s) }));
