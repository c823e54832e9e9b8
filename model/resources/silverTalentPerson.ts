/**
 * 银龄人才名录 (/enjoyLife/silverTalentPerson): the directory of the archive's talents (cadreTalent, domain.md
 * §3.6), read-only here: they are kept in the cadre's archive. The same table, fields and scope (the cadre's).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { cadreTalent } from './cadreTalent.ts';
import { NOBODY } from './systemPermissions.ts';

/** A read-only view of the archive's talents under another name and page. */
export function talentView(name: string, label: readonly [string, string]): ResourceDef {
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

export const silverTalentPerson: ResourceDef = talentView('silverTalentPerson', ['银龄人才名录', 'Talent directory']);
