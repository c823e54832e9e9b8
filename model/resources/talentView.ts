/**
 * A read-only view of the archive's talents (cadreTalent, domain.md §3.6) under another name and page: the same
 * table, fields and scope (the cadre's), listed, read and exported, never written here (they are kept in the
 * cadre's archive). 银龄人才名录 and 银龄人才风采 are two.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { Label, ResourceDef } from '../resource/types.ts';
import { cadreTalent } from './cadreTalent.ts';
import { NOBODY } from './systemPermissions.ts';

export function talentView(name: string, label: Label): ResourceDef {
  const { view, export: exportCode } = standardPermissions(name);
  return {
    ...cadreTalent,
    name,
    label,
    defaultSort: 'cadreName,asc',
    permissions: { view, export: exportCode, add: NOBODY, edit: NOBODY, delete: NOBODY },
    recycleBin: false,
  };
}
