/**
 * A drill-down's list query: the request's filters narrowed by a group's. Both must hold, so a key given
 * twice is intersected (a list of codes: the codes in both; a range: the tighter bound), never joined.
 */

/** A code no dictionary uses: an empty intersection must select nobody. */
const NOTHING = '-';

export function mergeFilter(base: URLSearchParams, extra: Record<string, string>): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const [key, value] of Object.entries(extra)) {
    const mine = out.getAll(key).flatMap((v) => v.split(',')).filter(Boolean);
    if (!mine.length) {
      out.set(key, value);
      continue;
    }
    if (key.endsWith('_from')) out.set(key, [mine[0]!, value].sort()[1]!);
    else if (key.endsWith('_to')) out.set(key, [mine[0]!, value].sort()[0]!);
    else {
      const both = value.split(',').filter((v) => mine.includes(v));
      out.set(key, both.length ? both.join(',') : NOTHING);
    }
  }
  return out;
}
