/**
 * 住院登记 (/workRecord/inpatient; domain.md §4.2): a cadre's hospital stay, from admission to discharge.
 * A stay without a discharge date is still in hospital.
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreWorkRecord } from './cadreWorkRecord.ts';

export const inpatient: ResourceDef = cadreWorkRecord({
  name: 'inpatient',
  table: 'wr_inpatient',
  label: ['住院登记', 'Hospital stays'],
  titleField: 'cadreName',
  defaultSort: 'admissionDate,desc',
  sections: [
    { key: 'main', label: ['住院信息', 'Stay'] },
    { key: 'outcome', label: ['出院与结果', 'Discharge and outcome'] },
  ],
  fields: [
    { name: 'hospitalName', type: 'text', label: ['医院', 'Hospital'], required: true, maxLength: 64, list: 180, search: 'contains', form: 'main' },
    { name: 'department', type: 'text', label: ['科室', 'Department'], required: true, maxLength: 64, list: 100, form: 'main' },
    { name: 'bed', type: 'text', label: ['病床', 'Bed'], required: true, maxLength: 30, form: 'main' },
    { name: 'admissionDate', type: 'date', label: ['住院日期', 'Admitted on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'condition', type: 'longText', label: ['住院病情', 'Condition'], required: true, maxLength: 500, form: 'main' },
    { name: 'dischargeDate', type: 'date', label: ['出院日期', 'Discharged on'], list: 110, search: 'range', sortable: true, form: 'outcome' },
    { name: 'outcome', type: 'text', label: ['治疗结果', 'Outcome'], maxLength: 120, form: 'outcome' },
    // Kept by the database from 出院日期 (a generated column): what 工作统计's 在院人数 lists.
    { name: 'inHospital', type: 'boolean', label: ['在院', 'In hospital'], list: 60, search: 'exact', form: false, detail: 'outcome' },
    { name: 'isVisited', type: 'boolean', label: ['已看望', 'Visited'], default: false, list: 70, search: 'exact', form: 'outcome' },
  ],
});
