/**
 * The recycle bin's columns and filters: the cadre's own (its list's filters apply to GET cadreAppman), when
 * and by whom the cadre was deleted, and what its archive holds.
 */
import { cadre } from '../../../../model/resources/cadre.ts';
import type { FieldDef, ResourceDef } from '../../../../model/resource/types.ts';

const own = (name: string): FieldDef => cadre.fields.find((f) => f.name === name)!;

export const APPMAN_LIST: ResourceDef = {
  name: 'cadreAppman',
  table: 'cadre',
  label: ['回收站', 'Recycle bin'],
  titleField: 'realName',
  permissions: cadre.permissions,
  fields: [
    own('realName'),
    own('idCard'),
    own('retirementType'),
    own('manageOrgId'),
    { name: 'deletedAt', type: 'datetime', label: ['删除时间', 'Deleted'], list: 150 },
    { name: 'deletedByName', type: 'text', label: ['删除人', 'Deleted by'], list: 110 },
    { name: 'subRecords', type: 'text', label: ['档案记录', 'Archive records'], list: 260 },
  ],
};
