/**
 * The export centre's records as the browser lists them (GET downloadRecord, docs/engine-files.md): a
 * declaration of the columns and filters the server's list accepts, so that the crud list's pieces draw
 * the search form and the table; and the records' states in words.
 */
import type { ResourceDef } from '../../../../model/resource/types.ts';
import type { DownloadStatus } from '../../../../model/downloadRecord.ts';
import type { Translate } from '../../../i18n/locale.ts';
import type { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import type { Option } from '../../../ui/select.tsx';

export const DOWNLOAD_LIST: ResourceDef = {
  name: 'downloadRecord',
  table: 'download_record',
  label: ['下载记录', 'Downloads'],
  titleField: 'fileName',
  permissions: { view: '', add: '', edit: '', delete: '' },
  defaultSort: 'createTime,desc',
  fields: [
    { name: 'fileName', type: 'text', label: ['文件名', 'File'], list: 280, search: 'contains', sortable: true },
    { name: 'resourceLabel', type: 'text', label: ['数据', 'Data'], list: 130 },
    { name: 'status', type: 'text', label: ['状态', 'Status'], list: 110, search: 'in' },
    { name: 'rows', type: 'integer', label: ['行数', 'Rows'], list: 80 },
    { name: 'size', type: 'integer', label: ['大小', 'Size'], list: 90 },
    { name: 'userName', type: 'text', label: ['导出人', 'Exported by'], list: 110 },
    { name: 'createTime', type: 'datetime', label: ['导出时间', 'Exported'], list: 150, search: 'range', sortable: true },
    { name: 'expiresAt', type: 'datetime', label: ['文件保留至', 'Kept until'], list: 150 },
  ],
};

const STATUSES: readonly DownloadStatus[] = ['generating', 'ready', 'expired', 'failed'];

export function downloadStatusLabel(t: Translate<keyof typeof cadrePages>, status: unknown): string {
  return STATUSES.includes(status as DownloadStatus) ? t(`cadrePages.downloads.status.${status as DownloadStatus}`) : String(status ?? '');
}

export const downloadStatusOptions = (t: Translate<keyof typeof cadrePages>): Option[] => STATUSES.map((s) => ({ value: s, label: downloadStatusLabel(t, s) }));
