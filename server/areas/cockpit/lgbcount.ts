/**
 * GET lgbcount: the cadres of the user's scope (and of `?city=`), by kind (离退休类型, the dictionary's
 * labels) and by city, every city and kind listed, 0 included. What the cockpit's map and kind chart show.
 */
import type { LgbCount } from '../../../model/cockpit.ts';
import { CITIES } from '../../../model/zhejiang.ts';
import { column, countBy, countByCity, def, mayView, type Counting } from './cockpitCounts.ts';

export async function lgbcount(c: Counting): Promise<LgbCount | null> {
  const cadre = def('cadre');
  // Not an error: the cockpit shows such a user the figures they may see, without this one.
  if (!mayView(c.principal, cadre)) return null;
  const [kinds, byKind, byCity] = await Promise.all([
    c.db.query<{ code: string; label: string }>("SELECT code, label FROM sys_dict_item WHERE type_code = 'retirement_type' AND enabled ORDER BY sort, code"),
    countBy(c, cadre, column(cadre, 'retirementType')),
    countByCity(c, cadre),
  ]);
  return {
    total: [...byKind.values()].reduce((n, v) => n + v.count, 0),
    byKind: kinds.map((k) => ({ code: k.code, label: k.label, count: byKind.get(k.code)?.count ?? 0 })),
    byCity: CITIES.map((city) => ({ code: city.code, name: city.name, count: byCity.get(city.code)?.count ?? 0 })),
  };
}
