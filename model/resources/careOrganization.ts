/**
 * 关工委组织 (/careChild/organization, API `careChild`; domain.md §9): the committees for the care of the next
 * generation, a tree by level (省 → 市 → 县 → 乡 → 村). Each committee but a province's has the committee one
 * level above as its parent (careChildHooks.ts); the parent's name is kept beside it, and the list is ordered by
 * level, so that it reads as the tree. Scope: the bureau the committee is filed under.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const careOrganization: ResourceDef = {
  name: 'careOrganization',
  table: 'care_org',
  label: ['关工委组织', 'Committees'],
  titleField: 'mechanismName',
  orgField: 'orgId',
  permissions: standardPermissions('careOrganization'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'level,asc',
  sections: [{ key: 'main', label: ['组织信息', 'Committee'] }],
  // Under a committee's details: the committees one level below it and its members, each addable from there.
  related: [
    { resource: 'careOrganization', field: 'parentId', label: ['下级组织', 'Committees below'] },
    { resource: 'careMember', field: 'careOrgId', label: ['关工委成员', 'Members'] },
  ],
  fields: [
    { name: 'mechanismName', type: 'text', label: ['组织名称', 'Name'], required: true, maxLength: 64, list: 260, search: 'contains', sortable: true, form: 'main' },
    { name: 'level', type: 'dict', dict: 'care_org_level', label: ['组织层级', 'Level'], required: true, list: 90, search: 'in', sortable: true, form: 'main' },
    { name: 'parentId', type: 'ref', ref: 'careOrganization', label: ['上级组织', 'Parent committee'], search: 'exact', form: 'main',
      help: ['省级关工委无上级组织；其他层级须选择上一级关工委', 'A province committee has none; any other takes the committee one level above'] },
    // The parent's name as a column of the list (kept by the server through renames, careChildHooks.ts).
    { name: 'parentName', type: 'text', label: ['上级组织名称', 'Parent committee name'], list: 220, form: false, detail: false },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'contactPerson', type: 'text', label: ['联系人', 'Contact'], maxLength: 30, list: 100, form: 'main' },
    { name: 'contactInformation', type: 'phone', label: ['联系方式', 'Phone'], list: 130, form: 'main' },
    { name: 'introduction', type: 'longText', label: ['组织简介', 'Introduction'], required: true, maxLength: 2000, form: 'main' },
  ],
};
