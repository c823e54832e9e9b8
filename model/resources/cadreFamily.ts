/** 家庭信息 (familyInfo; domain.md §3.2): one per cadre, with the spouse. */
import type { ResourceDef } from '../resource/types.ts';
import { subRecord } from './cadreSubRecord.ts';

export const cadreFamily: ResourceDef = subRecord({
  name: 'cadreFamily',
  table: 'cadre_family',
  label: ['家庭信息', 'Family'],
  titleField: 'cadreName',
  sections: [
    { key: 'main', label: ['家庭情况', 'Household'] },
    { key: 'spouse', label: ['配偶信息', 'Spouse'] },
  ],
  fields: [
    { name: 'residentAddressRegion', type: 'text', label: ['常住地区', 'Resident region'], maxLength: 120, form: 'main' },
    { name: 'residentAddress', type: 'text', label: ['常住详细地址', 'Resident address'], maxLength: 120, list: 200, form: 'main' },
    { name: 'homeAddressRegion', type: 'text', label: ['家庭地区', 'Home region'], maxLength: 120, form: 'main' },
    { name: 'homeAddress', type: 'text', label: ['家庭详细地址', 'Home address'], maxLength: 120, form: 'main' },
    { name: 'contactInformation', type: 'text', label: ['联系方式', 'Contact'], maxLength: 50, list: 120, form: 'main' },
    { name: 'postCode', type: 'text', label: ['邮编', 'Post code'], pattern: { regex: '^\\d{6}$', message: ['邮编应为6位数字', 'A post code has 6 digits'] }, form: 'main' },
    { name: 'purchaseSituation', type: 'text', label: ['购房情况', 'Housing purchase'], maxLength: 50, form: 'main' },
    { name: 'structureArea', type: 'decimal', label: ['住房建筑面积（㎡）', 'Floor area (m²)'], min: 0, max: 100_000_000, form: 'main' },
    { name: 'maritalStatus', type: 'dict', dict: 'marital_status', label: ['婚姻状况', 'Marital status'], list: 90, search: 'in', form: 'main' },
    { name: 'livingStatus', type: 'dict', dict: 'living_status', label: ['居住状态', 'Living arrangement'], list: 110, search: 'in', form: 'main' },
    { name: 'supportNum', type: 'integer', label: ['赡养人数', 'Dependants supported'], min: 0, max: 10000, form: 'main' },
    { name: 'dependencyNum', type: 'integer', label: ['抚养人数', 'Children raised'], min: 0, max: 10000, form: 'main' },
    { name: 'childrenNum', type: 'integer', label: ['子女数', 'Children'], min: 0, max: 100, form: 'main' },
    { name: 'noworkChildrenNum', type: 'integer', label: ['无劳动能力子女数', 'Children unable to work'], min: 0, max: 100, form: 'main' },
    { name: 'spouseName', type: 'text', label: ['配偶姓名', 'Spouse'], maxLength: 30, list: 90, form: 'spouse' },
    { name: 'spouseSex', type: 'dict', dict: 'sex', label: ['配偶性别', 'Spouse sex'], form: 'spouse' },
    { name: 'spouseBirthDate', type: 'date', label: ['配偶出生日期', 'Spouse born'], form: 'spouse' },
    { name: 'spouseIsDead', type: 'boolean', label: ['配偶是否已故', 'Spouse deceased'], default: false, form: 'spouse' },
    { name: 'spouseDieDate', type: 'date', label: ['配偶离世时间', 'Spouse died'], form: 'spouse' },
    { name: 'spouseUnit', type: 'text', label: ['配偶工作单位及职务', 'Spouse unit and post'], maxLength: 200, form: 'spouse' },
    { name: 'spousePhone', type: 'mobile', label: ['配偶手机号码', 'Spouse mobile'], form: 'spouse' },
    { name: 'spouseHealth', type: 'dict', dict: 'health_status', label: ['配偶健康状况', 'Spouse health'], form: 'spouse' },
    { name: 'familyRemarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, form: 'main' },
  ],
}, { onePerCadre: true });
