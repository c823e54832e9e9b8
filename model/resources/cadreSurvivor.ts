/**
 * 遗属信息 (survivorsInfo, survivor information; domain.md §3.9): dependants of a deceased cadre and their
 * hardship subsidy. Only a deceased cadre has survivors (server hook).
 */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreSurvivor: ResourceDef = subRecord({
  name: 'cadreSurvivor',
  table: 'cadre_survivor',
  label: ['遗属信息', 'Survivors'],
  titleField: 'name',
  sections: [
    { key: 'main', label: ['遗属', 'Survivor'] },
    { key: 'subsidy', label: ['生活困难补助', 'Hardship subsidy'] },
  ],
  fields: [
    { name: 'name', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 30, list: 90, search: 'prefix', form: 'main' },
    { name: 'relation', type: 'dict', dict: 'family_relation', label: ['与逝者关系', 'Relation'], required: true, list: 90, search: 'in', form: 'main' },
    { name: 'idCard', type: 'idCard', label: ['身份证号', 'ID number'], sensitive: true, form: 'main' },
    { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], list: 60, form: 'main' },
    { name: 'birthDate', type: 'date', label: ['出生日期', 'Date of birth'], form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 120, form: 'main' },
    { name: 'addressRegion', type: 'text', label: ['居住地区', 'Region'], maxLength: 120, form: 'main' },
    { name: 'address', type: 'text', label: ['居住地址', 'Address'], maxLength: 120, form: 'main' },
    { name: 'healthStatus', type: 'dict', dict: 'health_status', label: ['健康状况', 'Health'], form: 'main' },
    { name: 'isDependent', type: 'boolean', label: ['生前依靠其赡养', 'Was a dependant'], default: false, list: 90, search: 'exact', form: 'main' },
    { name: 'subsidyStandard', type: 'decimal', label: ['补助标准（元/月）', 'Subsidy (yuan/month)'], min: 0, max: 1_000_000, list: 100, form: 'subsidy' },
    { name: 'subsidyStart', type: 'month', label: ['补助起始年月', 'Subsidy from'], form: 'subsidy' },
    { name: 'subsidyEnd', type: 'month', label: ['补助终止年月', 'Subsidy until'], form: 'subsidy' },
    { name: 'endReason', type: 'dict', dict: 'survivor_end_reason', label: ['终止原因', 'Why it ended'], form: 'subsidy' },
    { name: 'bankAccount', type: 'text', label: ['发放账户', 'Bank account'], maxLength: 40, sensitive: true, form: 'subsidy' },
    { name: 'subsidyStatus', type: 'dict', dict: 'survivor_status', label: ['补助状态', 'Subsidy status'], list: 80, search: 'in', form: 'subsidy' },
  ],
});
