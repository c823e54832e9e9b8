/** What converting template cells needs: dictionary labels and aliases, the units in scope, the areas. */
import { PROVINCE } from '../../../../model/zhejiang.ts';
import type { Principal } from '../../auth/principal.ts';
import type { ReadDeps } from '../../../engine/read.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { ALIASES } from './collectionTemplate.ts';
import type { Lookups } from './templateRowInput.ts';

export async function importLookups(deps: ReadDeps, principal: Principal): Promise<Lookups> {
  const labels = new Map<string, Map<string, string>>();
  for (const type of await deps.dictionaries.all()) {
    const map = new Map<string, string>(Object.entries(ALIASES[type.code] ?? {}));
    for (const item of type.items) if (item.enabled) map.set(item.label, item.code);
    labels.set(type.code, map);
  }
  const p = new SqlParams();
  const orgs = await deps.db.query<{ id: string; name: string; city_code: string | null }>(
    `SELECT o.id, o.name, o.city_code FROM sys_org o WHERE o.enabled AND ${orgScopeSql('o.id', principal.scope, p)}`,
    p.values,
  );
  const units = new Map<string, { id: string; cityCode: string }[]>();
  for (const o of orgs) units.set(o.name, [...(units.get(o.name) ?? []), { id: o.id, cityCode: o.city_code ?? PROVINCE.code }]);
  const areas = new Map<string, string>();
  for (const [label, code] of labels.get('org_area') ?? []) areas.set(label, code);
  return { label: (dict, text) => labels.get(dict)?.get(text), units, areas };
}
