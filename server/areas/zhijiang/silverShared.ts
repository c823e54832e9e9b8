/**
 * 共享展示 (spec section 7: `silver/shared`, `homeShared`): the silver-age examples the areas already publish,
 * shown together, read-only: 最美银龄 and 最美先锋 once approved, 银龄工作室 and 人才品牌团队 as registered. Each
 * source is read with its declaration's own data scope (scopeSql), so the showcase never shows a record its
 * list would hide; the union is paged by the one pageOf. Any signed-in user may look (like homePoststation):
 * what is shown is already public within their scope, and only its name, organisation and date.
 */
import type { SharedItem as WireSharedItem } from '../../../model/home.ts';
import { zh } from '../../../model/i18n/index.ts';
import { columnOf, fieldOf } from '../../../model/resource/fields.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Page } from '../../../model/wire.ts';
import { ident, type Db } from '../../db/db.ts';
import { pageOf } from '../../db/pageOf.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';
import type { PageParams } from '../../http/pageParams.ts';
import type { Principal } from '../auth/principal.ts';

/** The sources, in the order a tie is shown: the resource and the state a record must be in (if it has states). */
export const SHARED_KINDS = [
  { kind: 'beautifulSilver', state: 'approved' },
  { kind: 'beautifulPioneer', state: 'approved' },
  { kind: 'studio' },
  { kind: 'talentBrandTeam' },
] as const satisfies readonly { kind: string; state?: string }[];

export type SharedKind = (typeof SHARED_KINDS)[number]['kind'];
export type SharedItem = WireSharedItem<SharedKind>;

/** How many the home card shows: the latest handful; the list is silver/shared. */
export const HOME_SHARED = 6;

function sourceSql(source: (typeof SHARED_KINDS)[number], principal: Principal, p: SqlParams): string {
  const def = resourceByName(source.kind)!;
  const title = ident(columnOf(fieldOf(def, def.titleField)!));
  const org = ident(columnOf(fieldOf(def, def.orgField!)!));
  const where = [`t.del_flag = 0`, scopeSql(def, principal, p)];
  if ('state' in source) where.push(`t.${ident(columnOf(fieldOf(def, def.lifecycle!.field)!))} = ${p.add(source.state)}`);
  return `SELECT t.id::text AS id, ${p.add(source.kind)}::text AS kind, t.${title}::text AS title, t.${org}::text AS "orgId", o.name AS "orgName", t.update_time AS date
    FROM ${ident(def.table)} t LEFT JOIN sys_org o ON o.id = t.${org} WHERE ${where.join(' AND ')}`;
}

/** One page of the showcase, newest first; `kind` narrows it to one source. */
export async function silverShared(db: Db, principal: Principal, page: PageParams, kind?: string | null): Promise<Page<SharedItem>> {
  const sources = kind ? SHARED_KINDS.filter((s) => s.kind === kind) : SHARED_KINDS;
  if (!sources.length) throw businessError(zh('home.shared.badKind'), 400);
  const p = new SqlParams();
  const union = sources.map((source) => sourceSql(source, principal, p)).join(' UNION ALL ');
  const found = await pageOf<SharedItem>(db, { columns: 's.*', from: `FROM (${union}) s`, order: 's.date DESC, s.kind, s.id' }, p.values, page);
  return { ...found, records: found.records.map((r) => ({ ...r, date: new Date(r.date).toISOString() })) };
}
