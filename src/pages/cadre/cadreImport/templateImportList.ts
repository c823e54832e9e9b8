/** The official template's import records as the browser lists them (GET cadreImport/records: pages only, newest first). */
import type { ResourceDef } from '../../../../model/resource/types.ts';
import type { Translate } from '../../../i18n/locale.ts';
import type { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export const TEMPLATE_IMPORT_LIST: ResourceDef = {
  name: 'cadreImport',
  table: 'cadre_import_batch',
  label: ['导入操作记录', 'Import records'],
  titleField: 'fileName',
  permissions: { view: '', add: '', edit: '', delete: '' },
  fields: [
    { name: 'fileName', type: 'text', label: ['文件名', 'File'], list: 280 },
    { name: 'status', type: 'text', label: ['结果', 'Outcome'], list: 100 },
    { name: 'total', type: 'integer', label: ['总行数', 'Rows'], list: 80 },
    { name: 'imported', type: 'integer', label: ['导入人数', 'Imported'], list: 90 },
    { name: 'failed', type: 'integer', label: ['错误行数', 'Rows with errors'], list: 90 },
    { name: 'createByName', type: 'text', label: ['操作人', 'By'], list: 120 },
    { name: 'createTime', type: 'datetime', label: ['导入时间', 'Imported'], list: 150 },
  ],
};

export function templateImportStatus(t: Translate<keyof typeof cadrePages>, status: unknown): string {
  return status === 'imported' || status === 'failed' ? t(`cadrePages.import.status.${status}`) : String(status ?? '');
}
