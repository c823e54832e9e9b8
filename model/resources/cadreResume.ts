/**
 * 工作简历 (workInfo; domain.md §3.4, 中组部 A17): periods of a working life. Periods of one cadre must
 * not overlap, and none may start before the age of 14: both need the other rows or the cadre, so the
 * server checks them (server/areas/cadre/hooks).
 */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreResume: ResourceDef = subRecord({
  name: 'cadreResume',
  table: 'cadre_resume',
  label: ['工作简历', 'Work history'],
  titleField: 'unitName',
  defaultSort: 'startDate,asc',
  sections: [{ key: 'main', label: ['工作经历', 'Period'] }],
  fields: [
    { name: 'startDate', type: 'month', label: ['起始年月', 'From'], required: true, list: 90, sortable: true, form: 'main' },
    { name: 'endDate', type: 'month', label: ['终止年月', 'To'], list: 90, form: 'main', help: ['不填表示至今（或至离退休）', 'Empty: until now (or retirement)'] },
    { name: 'unitName', type: 'longText', label: ['所在单位', 'Unit'], required: true, maxLength: 1000, list: 240, search: 'contains', form: 'main' },
    { name: 'post', type: 'longText', label: ['从事工作或担任职务', 'Work or post'], required: true, maxLength: 1000, list: 200, form: 'main' },
    { name: 'postCategory', type: 'dict', dict: 'post_category', label: ['职务类别', 'Post category'], form: 'main' },
    { name: 'witness', type: 'text', label: ['证明人', 'Witness'], maxLength: 50, form: 'main' },
    { name: 'resumeText', type: 'longText', label: ['简历（文字）', 'Résumé text'], maxLength: 2000, form: 'main' },
  ],
});
