/** 家庭成员 (familyInformation; domain.md §3.3, 中组部 A36). */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreFamilyMember: ResourceDef = subRecord({
  name: 'cadreFamilyMember',
  table: 'cadre_family_member',
  label: ['家庭成员', 'Family members'],
  titleField: 'name',
  defaultSort: 'sortNo,asc',
  sections: [{ key: 'main', label: ['家庭成员', 'Family member'] }],
  fields: [
    { name: 'name', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 50, list: 90, search: 'prefix', form: 'main' },
    { name: 'relation', type: 'dict', dict: 'family_relation', label: ['称谓', 'Relation'], required: true, list: 80, search: 'in', form: 'main' },
    { name: 'relationName', type: 'text', label: ['称谓说明', 'Relation (text)'], maxLength: 52, form: 'main' },
    { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], list: 60, form: 'main' },
    { name: 'birthDate', type: 'date', label: ['出生日期', 'Date of birth'], list: 110, form: 'main' },
    { name: 'idCard', type: 'idCard', label: ['身份证号', 'ID number'], sensitive: true, form: 'main' },
    { name: 'nation', type: 'dict', dict: 'nation', label: ['民族', 'Ethnic group'], form: 'main' },
    { name: 'education', type: 'dict', dict: 'education', label: ['学历', 'Education'], form: 'main' },
    { name: 'politicalStatus', type: 'dict', dict: 'political_status', label: ['政治面貌', 'Political status'], form: 'main' },
    { name: 'unitAndJob', type: 'longText', label: ['工作单位及职务', 'Unit and post'], maxLength: 2000, list: 200, form: 'main' },
    { name: 'jobLevel', type: 'dict', dict: 'job_level', label: ['职务级别', 'Job level'], form: 'main' },
    { name: 'presentSituation', type: 'dict', dict: 'present_situation', label: ['现状', 'Situation'], list: 70, form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 120, form: 'main' },
    { name: 'isEmergencyContact', type: 'boolean', label: ['紧急联系人', 'Emergency contact'], default: false, list: 90, search: 'exact', form: 'main' },
    { name: 'isGuardian', type: 'boolean', label: ['是否监护人', 'Guardian'], default: false, form: 'main' },
    { name: 'sortNo', type: 'integer', label: ['排序', 'Order'], min: 0, max: 999, default: 0, sortable: true, form: 'main' },
    { name: 'remark', type: 'text', label: ['备注', 'Remarks'], maxLength: 80, form: 'main' },
  ],
});
