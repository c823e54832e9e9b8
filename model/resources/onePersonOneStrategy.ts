/**
 * 一人一策 (/enjoyLife/OnePersonOneStrategy; domain.md §7 one_person_one_strategy): a care plan for a retired
 * cadre who is very old, ill or living alone: risk factors, needs, measures, the person responsible, how often
 * they are contacted, and when the plan is next reviewed. A sub-record of the cadre (scope through the
 * cadre); 实施中 until it is closed with a reason. A cadre has one plan in force at a time (server hook).
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

export const onePersonOneStrategy: ResourceDef = cadreWorkRecord({
  name: 'onePersonOneStrategy',
  table: 'el_care_plan',
  label: ['一人一策', 'Care plans'],
  titleField: 'cadreName',
  defaultSort: 'reviewDate,asc',
  sections: [
    { key: 'main', label: ['帮扶对象', 'Cadre'] },
    { key: 'plan', label: ['关爱计划', 'Plan'] },
  ],
  fields: [
    { name: 'careReasons', type: 'dicts', dict: 'care_plan_reason', label: ['关爱类型', 'Why'], required: true, list: 150, search: 'in', form: 'main' },
    { name: 'riskFactors', type: 'longText', label: ['风险因素', 'Risk factors'], required: true, maxLength: 500, form: 'plan' },
    { name: 'needs', type: 'longText', label: ['主要需求', 'Needs'], required: true, maxLength: 500, form: 'plan' },
    { name: 'measures', type: 'longText', label: ['帮扶措施', 'Measures'], required: true, maxLength: 1000, form: 'plan' },
    { name: 'responsiblePerson', type: 'text', label: ['责任人', 'Responsible'], required: true, maxLength: 30, list: 90, search: 'contains', form: 'plan' },
    { name: 'responsiblePhone', type: 'phone', label: ['责任人电话', 'Their phone'], form: 'plan' },
    { name: 'contactFrequency', type: 'dict', dict: 'contact_frequency', label: ['联系频次', 'Contact'], required: true, list: 90, search: 'in', form: 'plan' },
    { name: 'startDate', type: 'date', label: ['制定日期', 'Drawn up'], required: true, list: 110, search: 'range', sortable: true, form: 'plan' },
    { name: 'reviewDate', type: 'date', label: ['复查日期', 'Review by'], required: true, list: 110, search: 'range', sortable: true, form: 'plan',
      help: ['到期未复查的计划在列表上方提示', 'Plans past this date are flagged above the list'] },
    { name: 'status', type: 'text', label: ['状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'active',
    editableIn: ['active'],
    states: {
      active: { label: ['实施中', 'In force'], tone: 'success' },
      closed: { label: ['已结束', 'Closed'] },
    },
    transitions: [{ name: 'close', label: ['结束', 'Close'], from: ['active'], to: 'closed', needsReason: true }],
  },
});
