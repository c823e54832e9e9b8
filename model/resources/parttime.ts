/**
 * 兼职登记 (/workRecord/parttime; domain.md §4.6): a post a retired cadre holds in a social group, foundation
 * or enterprise, with its term and approval. The rules of 社团兼职 [POL-jz] are enforced on every write, each
 * refusal naming its rule: no pay, no overseas groups, at most two terms (record checks, parttimeChecks.ts);
 * one 社会团体 post at a time, a third term at the same group, no new post at 70 or older (server hook: they
 * need the cadre's other posts and birth date).
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

/** The dictionary `parttime_group_type`'s code of a 社会团体 (one post at a time). */
export const SOCIAL_GROUP = '1';

/** A cadre this old on the post's first day takes no new post [POL-jz]. */
export const PARTTIME_AGE_LIMIT = 70;

/** Terms one may serve in the same group [POL-jz]. */
export const PARTTIME_MAX_TERMS = 2;

export const parttime: ResourceDef = cadreWorkRecord({
  name: 'parttime',
  table: 'wr_parttime',
  label: ['兼职登记', 'Part-time posts'],
  titleField: 'socialGroup',
  defaultSort: 'startDate,desc',
  sections: [
    { key: 'main', label: ['兼职信息', 'Post'] },
    { key: 'approval', label: ['审批信息', 'Approval'] },
  ],
  fields: [
    { name: 'socialGroup', type: 'text', label: ['兼职单位', 'Organisation'], required: true, maxLength: 120, list: 200, search: 'contains', form: 'main' },
    { name: 'groupType', type: 'dict', dict: 'parttime_group_type', label: ['单位类型', 'Kind of organisation'], required: true, list: 90, search: 'in', form: 'main' },
    { name: 'isOverseas', type: 'boolean', label: ['境外社团', 'Overseas'], default: false, form: 'main' },
    { name: 'post', type: 'text', label: ['兼任职务', 'Post'], required: true, maxLength: 120, list: 140, search: 'contains', form: 'main' },
    { name: 'termNo', type: 'integer', label: ['第几届', 'Term'], required: true, min: 1, max: 99, list: 70, form: 'main' },
    { name: 'startDate', type: 'date', label: ['任职开始日期', 'From'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'endDate', type: 'date', label: ['任职结束日期', 'Until'], list: 110, form: 'main', help: ['在任的不填', 'Empty while in post'] },
    { name: 'isLegalRep', type: 'boolean', label: ['担任法定代表人', 'Legal representative'], default: false, form: 'main' },
    { name: 'remuneration', type: 'decimal', label: ['兼职报酬（元）', 'Pay (yuan)'], default: 0, min: 0, max: 10_000_000, scale: 2, form: 'main' },
    { name: 'address', type: 'text', label: ['单位地址', 'Address'], maxLength: 120, form: 'main' },
    { name: 'approvalNo', type: 'text', label: ['审批文号', 'Approval number'], maxLength: 64, list: 140, search: 'contains', form: 'approval' },
    { name: 'approvalDate', type: 'date', label: ['审批日期', 'Approved on'], form: 'approval' },
    { name: 'remark', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'approval' },
  ],
});
