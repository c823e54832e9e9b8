/**
 * 关工委成员 (/careChild/member; domain.md §9): the people of a committee, each of a 五老 kind. A member who is a
 * retired cadre is chosen from the archive, and then takes the cadre's name and sex (careChildHooks.ts).
 * Scope: the committee's (a member is seen where their committee is).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const careMember: ResourceDef = {
  name: 'careMember',
  table: 'care_member',
  label: ['关工委成员', 'Members'],
  titleField: 'memberName',
  scopeVia: { field: 'careOrgId', resource: 'careOrganization' },
  permissions: standardPermissions('careMember'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'memberName,asc',
  sections: [{ key: 'main', label: ['成员信息', 'Member'] }],
  fields: [
    { name: 'careOrgId', type: 'ref', ref: 'careOrganization', label: ['所属关工委', 'Committee'], required: true, search: 'exact', form: 'main' },
    { name: 'careOrgName', type: 'text', label: ['关工委名称', 'Committee name'], list: 220, form: false, detail: false },
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部档案', 'Cadre in the archive'], form: 'main',
      help: ['成员是离退休干部的，从档案中选择，姓名和性别随档案', 'For a retired cadre, choose them from the archive: name and sex follow it'] },
    { name: 'memberName', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 30, list: 110, search: 'contains', sortable: true, form: 'main' },
    { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], list: 70, search: 'exact', form: 'main' },
    { name: 'fiveOld', type: 'dict', dict: 'five_old', label: ['五老类型', 'Five-elders kind'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'post', type: 'text', label: ['职务', 'Post'], maxLength: 64, list: 140, search: 'contains', form: 'main' },
    { name: 'phone', type: 'mobile', label: ['联系电话', 'Phone'], list: 130, form: 'main' },
  ],
};
