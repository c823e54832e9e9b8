/**
 * 骨干队伍 (/vanguard/backbone; domain.md §5 backbone): the retired cadres who carry the branches' work (支部书记,
 * 委员, 党小组长), chosen from the archive, each listed once, with when they took the role.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { cadreNameField } from './cadreSubRecord.ts';

export const backbone: ResourceDef = {
  name: 'backbone',
  table: 'vg_backbone',
  label: ['骨干队伍', 'Core members'],
  titleField: 'cadreName',
  orgField: 'orgId',
  permissions: standardPermissions('backbone'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'appointDate,desc',
  sections: [{ key: 'main', label: ['骨干信息', 'Core member'] }],
  fields: [
    { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Cadre'], required: true, createOnly: true, unique: true, search: 'exact', form: 'main' },
    { ...cadreNameField, label: ['姓名', 'Name'] },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'backboneType', type: 'dict', dict: 'backbone_type', label: ['骨干类型', 'Role'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'appointDate', type: 'date', label: ['任职时间', 'Since'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'specialty', type: 'text', label: ['工作特长', 'Strengths'], maxLength: 120, list: 200, form: 'main' },
    { name: 'remarks', type: 'longText', label: ['备注', 'Remarks'], maxLength: 500, form: 'main' },
  ],
};
