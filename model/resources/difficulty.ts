/** 困难帮扶 (/workRecord/difficulty; domain.md §4.4): money given to a cadre in hardship, and why. */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

export const difficulty: ResourceDef = cadreWorkRecord({
  name: 'difficulty',
  table: 'wr_difficulty',
  label: ['困难帮扶', 'Hardship help'],
  titleField: 'cadreName',
  defaultSort: 'helpDate,desc',
  sections: [{ key: 'main', label: ['帮扶信息', 'Help'] }],
  fields: [
    { name: 'helpDate', type: 'date', label: ['帮扶日期', 'Given on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'helpReason', type: 'dict', dict: 'help_reason', label: ['帮扶原因', 'Reason'], required: true, list: 110, search: 'in', form: 'main' },
    { name: 'helpMoney', type: 'decimal', label: ['帮扶金额（元）', 'Amount (yuan)'], required: true, max: 10_000_000, scale: 2, list: 110, sortable: true, form: 'main' },
    { name: 'helpPeople', type: 'text', label: ['发放人', 'Given by'], required: true, maxLength: 64, list: 100, form: 'main' },
    { name: 'helpOrg', type: 'text', label: ['帮扶单位', 'Helping organisation'], required: true, maxLength: 64, list: 160, search: 'contains', form: 'main' },
    { name: 'remark', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
});
