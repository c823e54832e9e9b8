/** 健康档案 (healthRecordsList, healthRecords; domain.md §3.7). Follow-up visits are cadreHealthFollowup. */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreHealthRecord: ResourceDef = subRecord({
  name: 'cadreHealthRecord',
  table: 'cadre_health_record',
  label: ['健康档案', 'Health records'],
  titleField: 'cadreName',
  sections: [
    { key: 'main', label: ['健康状况', 'Health'] },
    { key: 'history', label: ['病史', 'History'] },
    { key: 'exam', label: ['体检', 'Check-up'] },
  ],
  fields: [
    { name: 'healthStatus', type: 'dict', dict: 'health_status', label: ['健康状况', 'Health'], required: true, list: 110, search: 'in', form: 'main' },
    { name: 'disease', type: 'longText', label: ['疾病情况', 'Illnesses'], maxLength: 500, list: 200, form: 'main' },
    { name: 'onceDisease', type: 'dicts', dict: 'once_disease', label: ['曾患疾病', 'Past illnesses'], search: 'in', form: 'history' },
    { name: 'disability', type: 'text', label: ['评残情况', 'Disability rating'], maxLength: 200, form: 'main' },
    { name: 'mobility', type: 'dict', dict: 'mobility', label: ['活动能力', 'Mobility'], list: 80, search: 'in', form: 'main' },
    { name: 'medicalHistory', type: 'longText', label: ['病史', 'Medical history'], form: 'history' },
    { name: 'surgicalHistory', type: 'boolean', label: ['手术史', 'Surgery'], form: 'history' },
    { name: 'traumaHistory', type: 'boolean', label: ['外伤史', 'Injuries'], form: 'history' },
    { name: 'allergicHistory', type: 'boolean', label: ['过敏史', 'Allergies'], form: 'history' },
    { name: 'familyDiseaseHistory', type: 'text', label: ['家族疾病史', 'Family history'], maxLength: 255, form: 'history' },
    { name: 'nearHospital', type: 'text', label: ['就近医院', 'Nearest hospital'], maxLength: 100, form: 'main' },
    { name: 'medicalTreatment', type: 'dict', dict: 'medical_treatment', label: ['享受医疗待遇', 'Medical treatment'], form: 'main' },
    { name: 'lastExamDate', type: 'date', label: ['最近体检日期', 'Last check-up'], list: 110, search: 'range', sortable: true, form: 'exam' },
    { name: 'examOrg', type: 'text', label: ['体检机构', 'Examined at'], maxLength: 100, form: 'exam' },
    { name: 'examSummary', type: 'longText', label: ['体检结论', 'Check-up summary'], form: 'exam' },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
});
