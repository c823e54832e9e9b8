/**
 * What 养老服务's three directories share (家庭医生, 社区养老, 养老机构; domain.md §7 "Care services"): name,
 * type, address, phone, introduction and push status. Each is its own resource and table, with its own type
 * dictionary; scoped by the organisation that keeps the entry.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, Label, ResourceDef } from '../resource/types.ts';
import { ownerOrgField, pushLifecycle, pushStatusField } from './enjoyLifePublish.ts';

export interface CareServiceShape {
  name: string;
  table: string;
  label: Label;
  nameLabel: Label;
  typeDict: string;
  /** Fields of this directory only, after the address. */
  fields?: readonly FieldDef[];
}

export function careService(shape: CareServiceShape): ResourceDef {
  return {
    name: shape.name,
    table: shape.table,
    label: shape.label,
    titleField: 'name',
    orgField: 'orgId',
    permissions: standardPermissions(shape.name),
    recycleBin: true,
    retentionDays: 30,
    defaultSort: 'updateTime,desc',
    sections: [{ key: 'main', label: ['基本信息', 'Entry'] }],
    fields: [
      { name: 'name', type: 'text', label: shape.nameLabel, required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
      { name: 'serviceType', type: 'dict', dict: shape.typeDict, label: ['类型', 'Type'], required: true, list: 110, search: 'in', form: 'main' },
      ownerOrgField(),
      { name: 'address', type: 'text', label: ['地址', 'Address'], required: true, maxLength: 120, list: 240, search: 'contains', form: 'main' },
      { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], required: true, list: 130, form: 'main' },
      ...(shape.fields ?? []),
      { name: 'intro', type: 'longText', label: ['简介', 'Introduction'], required: true, maxLength: 2000, form: 'main' },
      pushStatusField,
    ],
    lifecycle: pushLifecycle,
  };
}
