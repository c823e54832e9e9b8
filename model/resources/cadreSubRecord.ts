/**
 * What every sub-record of a cadre's archive shares: the cadre it belongs to (its scope comes from there,
 * scopeVia) and the cadre's name kept beside it for lists and search (the server fills it in).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, ResourceDef } from '../resource/types.ts';

export const cadreIdField: FieldDef = {
  name: 'cadreId', type: 'ref', ref: 'cadre', label: ['离退休干部', 'Cadre'], required: true, createOnly: true, search: 'exact', form: 'main',
};

export const cadreNameField: FieldDef = {
  name: 'cadreName', type: 'text', label: ['干部姓名', 'Cadre'], list: 100, search: 'prefix', sortable: true, form: false, detail: 'main',
};

/**
 * A sub-record declaration: the cadre fields first, scope through the cadre, standard permissions, recycle
 * bin. `cadreFromParent`: the cadre is taken from another parent record (a follow-up's health record).
 * `onePerCadre`: at most one live record per cadre (family, death, will).
 */
export function subRecord(
  def: Omit<ResourceDef, 'permissions' | 'scopeVia' | 'recycleBin' | 'fields'> & { fields: readonly FieldDef[] },
  options: { cadreFromParent?: boolean; onePerCadre?: boolean } = {},
): ResourceDef {
  const base = options.onePerCadre ? { ...cadreIdField, unique: true } : cadreIdField;
  const cadre = options.cadreFromParent ? { ...base, form: false as const, detail: 'main' } : base;
  return {
    ...def,
    permissions: standardPermissions(def.name),
    scopeVia: { field: 'cadreId', resource: 'cadre', kept: true },
    recycleBin: true,
    retentionDays: 30,
    fields: [cadre, cadreNameField, ...def.fields],
  };
}
