/**
 * GET lgbcount: the cadres of the user's scope (and of `?city=`), by kind (离退休类型, the dictionary's
 * labels) and by city, every city and kind listed, 0 included. What the cockpit's map and kind chart show.
 * From the archive's maintained counts (cadreFigures.ts).
 */
import type { LgbCount } from '../../../model/cockpit.ts';
import { CITIES } from '../../../model/zhejiang.ts';
import { figureCounts, VISIBLE, type FigureRow } from '../cadre/statistics/cadreFigures.ts';
import { column, countBy, countByCity, def, mayView, type Counting } from './cockpitCounts.ts';

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

function fromFigures(rows: FigureRow[]) {
  const byKind = new Map<string, number>();
  const byCity = new Map<string, number>();
  for (const r of rows) {
    add(byKind, r.key.split(':')[0]!, r.n);
    add(byCity, r.city ?? '', r.n);
  }
  return { byKind, byCity };
}

/** A scope the maintained counts cannot express (own records): counted from the cadres. */
async function scanned(c: Counting) {
  const cadre = def('cadre');
  const [byKind, byCity] = await Promise.all([countBy(c, cadre, column(cadre, 'retirementType')), countByCity(c, cadre)]);
  const counts = (m: Map<string, { count: number }>) => new Map([...m].map(([k, v]) => [k, v.count]));
  return { byKind: counts(byKind), byCity: counts(byCity) };
}

export async function lgbcount(c: Counting): Promise<LgbCount | null> {
  const cadre = def('cadre');
  // Not an error: the cockpit shows such a user the figures they may see, without this one.
  if (!mayView(c.principal, cadre)) return null;
  const [kinds, rows] = await Promise.all([
    c.db.query<{ code: string; label: string }>("SELECT code, label FROM sys_dict_item WHERE type_code = 'retirement_type' AND enabled ORDER BY sort, code"),
    // Every person in the archive once: the retirementSex key is `kind:sex`.
    figureCounts(c.db, c.principal, { classes: VISIBLE, dims: ['retirementSex'], city: c.city, byCity: true }),
  ]);
  const { byKind, byCity } = rows ? fromFigures(rows) : await scanned(c);
  return {
    total: [...byKind.values()].reduce((n, v) => n + v, 0),
    byKind: kinds.map((k) => ({ code: k.code, label: k.label, count: byKind.get(k.code) ?? 0 })),
    byCity: CITIES.map((city) => ({ code: city.code, name: city.name, count: byCity.get(city.code) ?? 0 })),
  };
}
