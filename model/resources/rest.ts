/** 疗养休养 (/workRecord/rest; domain.md §4.3, inferred): a cadre's stay at a sanatorium or rest home. */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

export const rest: ResourceDef = cadreWorkRecord({
  name: 'rest',
  table: 'wr_rest',
  label: ['疗养休养', 'Convalescence'],
  titleField: 'cadreName',
  defaultSort: 'startDate,desc',
  sections: [{ key: 'main', label: ['疗养休养', 'Stay'] }],
  fields: [
    { name: 'restType', type: 'dict', dict: 'rest_type', label: ['类型', 'Kind'], required: true, list: 80, search: 'in', form: 'main' },
    { name: 'place', type: 'text', label: ['疗养地点', 'Place'], required: true, maxLength: 64, list: 180, search: 'contains', form: 'main' },
    { name: 'startDate', type: 'date', label: ['开始日期', 'From'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'endDate', type: 'date', label: ['结束日期', 'Until'], list: 110, form: 'main' },
    { name: 'companions', type: 'text', label: ['随行人员', 'Companions'], maxLength: 64, form: 'main' },
    { name: 'cost', type: 'decimal', label: ['费用（元）', 'Cost (yuan)'], min: 0, max: 10_000_000, scale: 2, list: 100, form: 'main' },
    { name: 'remark', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
});
