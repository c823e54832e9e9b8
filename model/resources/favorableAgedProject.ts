/**
 * 为老惠老项目 (/enjoyLife/favorableAgedProject; domain.md §7 favorable_aged_project): discounts and services
 * offered to the elderly, by provider, valid between two dates in the region of the organisation that lists it.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { ownerOrgField } from './enjoyLifePublish.ts';

export const favorableAgedProject: ResourceDef = {
  name: 'favorableAgedProject',
  table: 'el_favorable_project',
  label: ['为老惠老项目', 'Benefits for the elderly'],
  titleField: 'name',
  orgField: 'orgId',
  permissions: standardPermissions('favorableAgedProject'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'validTo,desc',
  sections: [{ key: 'main', label: ['项目信息', 'Project'] }],
  fields: [
    { name: 'name', type: 'text', label: ['项目名称', 'Project'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
    { name: 'provider', type: 'text', label: ['提供单位', 'Provider'], required: true, maxLength: 64, list: 180, search: 'contains', form: 'main' },
    { name: 'discount', type: 'text', label: ['优惠内容', 'Benefit'], required: true, maxLength: 200, list: 240, form: 'main',
      placeholder: ['如：凭老干部证体检费用八折', 'e.g. 20% off check-ups with a cadre card'] },
    ownerOrgField(['适用地区', 'Region']),
    { name: 'validFrom', type: 'date', label: ['有效期起', 'Valid from'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'validTo', type: 'date', label: ['有效期止', 'Valid until'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'phone', type: 'phone', label: ['咨询电话', 'Phone'], form: 'main' },
    { name: 'intro', type: 'longText', label: ['项目介绍', 'Description'], maxLength: 2000, form: 'main' },
  ],
};
