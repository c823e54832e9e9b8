/**
 * 其他信息 (otherInfo, otherInformation; domain.md §3.11): part-time posts (兼职), relocation (易地安置)
 * and living away (异地居住), one row per item, its category deciding which fields it needs.
 */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreOther: ResourceDef = subRecord({
  name: 'cadreOther',
  table: 'cadre_other',
  label: ['其他信息', 'Other information'],
  titleField: 'cadreName',
  sections: [
    { key: 'main', label: ['类别', 'Category'] },
    { key: 'parttime', label: ['兼职', 'Part-time post'] },
    { key: 'living', label: ['易地安置与异地居住', 'Relocation and living away'] },
  ],
  fields: [
    { name: 'category', type: 'dict', dict: 'other_category', label: ['类别', 'Category'], required: true, list: 80, search: 'in', form: 'main' },
    { name: 'socialGroup', type: 'text', label: ['兼职单位名称', 'Organisation'], maxLength: 120, list: 180, search: 'contains', form: 'parttime' },
    { name: 'post', type: 'text', label: ['兼职职务', 'Post'], maxLength: 120, list: 120, form: 'parttime' },
    { name: 'startDate', type: 'month', label: ['开始年月', 'From'], list: 90, form: 'parttime' },
    { name: 'endDate', type: 'month', label: ['结束年月', 'Until'], form: 'parttime' },
    { name: 'approvalNo', type: 'text', label: ['审批文号', 'Approval number'], maxLength: 100, form: 'parttime' },
    { name: 'resettlementUnit', type: 'text', label: ['安置居住地', 'Resettled at'], maxLength: 120, form: 'living' },
    { name: 'isProvince', type: 'dict', dict: 'province_scope', label: ['省内/省外', 'In or outside the province'], list: 80, form: 'living' },
    { name: 'residenceCategory', type: 'dict', dict: 'residence_category', label: ['居住地类别', 'Where'], search: 'in', form: 'living' },
    { name: 'addressRegion', type: 'text', label: ['居住地区', 'Region'], maxLength: 120, form: 'living' },
    { name: 'address', type: 'text', label: ['详细地址', 'Address'], maxLength: 120, list: 200, form: 'living' },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
});
