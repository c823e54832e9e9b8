/**
 * Home's work list (GET home/items) and each kind's list (GET home/items/{type}): the kinds of HOME_ITEMS the
 * user has, each with its count, which is the total of the list it opens. The kinds read from a list query
 * (`countFrom`: the review queues, the states waiting for someone) are counted together in one statement, as
 * their lists count them; the others, and a count past the exact threshold (whose estimate is the list's),
 * by a page of one.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { Page } from '../../../model/wire.ts';
import type { ReadDeps } from '../../engine/read.ts';
import { countSql, isExact } from '../../db/pageOf.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';
import type { PageParams } from '../../http/pageParams.ts';
import type { Principal } from '../auth/principal.ts';
import type { HomeItem, HomeWork } from '../../../model/home.ts';
import type { HomeItemKind } from './homeItem.ts';
import { HOME_ITEMS } from './homeItems.ts';

const describe = (kind: HomeItemKind) => ({
  type: kind.type,
  group: kind.group,
  label: kind.label,
  ...(kind.resource ? { resource: kind.resource } : {}),
  ...(kind.areaPage ? { areaPage: kind.areaPage } : {}),
});

export async function homeWork(deps: ReadDeps, principal: Principal): Promise<HomeWork> {
  const asOf = new Date().toISOString();
  const mine = HOME_ITEMS.filter((kind) => kind.visible(principal));
  const counted = await countTogether(deps, principal, mine);
  const kinds = await Promise.all(
    mine.map(async (kind, i) => {
      const together = counted[i];
      const count = together !== undefined && isExact(together) ? together : (await kind.page(deps, principal, { current: 1, size: 1 })).total;
      return { ...describe(kind), count };
    }),
  );
  return { kinds, asOf };
}

/** The counts of the kinds with `countFrom`, by their index in `kinds`, in one statement. */
async function countTogether(deps: ReadDeps, principal: Principal, kinds: readonly HomeItemKind[]): Promise<(number | undefined)[]> {
  const p = new SqlParams();
  const columns = kinds.map((kind, i) => (kind.countFrom ? `(${countSql(kind.countFrom(principal, p))}) AS c${i}` : null));
  if (columns.every((column) => column === null)) return [];
  const [row] = await deps.db.query<Record<string, number>>(`SELECT ${columns.filter(Boolean).join(', ')}`, p.values);
  return kinds.map((kind, i) => (kind.countFrom ? row?.[`c${i}`] : undefined));
}

/** The user's kind of that name, or the reason they may not list it. */
function kindOf(type: string, principal: Principal): HomeItemKind {
  const kind = HOME_ITEMS.find((k) => k.type === type);
  if (!kind) throw businessError(zh('home.noSuchKind', { type: type.slice(0, 40) }), 404);
  if (!kind.visible(principal)) throw businessError(zh('home.kindNotYours'), 403);
  return kind;
}

export async function homeList(deps: ReadDeps, principal: Principal, type: string, page: PageParams): Promise<Page<HomeItem> & { kind: ReturnType<typeof describe> }> {
  const kind = kindOf(type, principal);
  return { ...(await kind.page(deps, principal, page)), kind: describe(kind) };
}
