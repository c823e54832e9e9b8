/**
 * 草稿箱 (`GET drafts`): every unpublished item of 信息发布's content kinds (model/draftKinds.ts) that the user
 * may see, in one list, newest change first. Each kind is read within the user's data scope (the engine's
 * scope condition) and only when the user holds its view permission; `kind` and `title` filter.
 */
import { DRAFT_KINDS } from '../../../model/draftKinds.ts';
import { columnOf, fieldOf } from '../../../model/resource/fields.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Page } from '../../../model/wire.ts';
import { ident, type Row } from '../../db/db.ts';
import type { ReadDeps } from '../../engine/read.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { stateLabel } from '../../engine/stateLabel.ts';
import type { Principal } from '../auth/principal.ts';
import { pageOf } from '../../db/pageOf.ts';
import { escapeLike } from '../../db/escapeLike.ts';
import { pageParams } from '../../http/pageParams.ts';

export async function draftList(deps: ReadDeps, principal: Principal, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  const kind = query.get('kind');
  const title = query.get('title')?.trim();
  const parts = DRAFT_KINDS.filter((k) => !kind || k.kind === kind).flatMap((k) => {
    const def = resourceByName(k.kind)!;
    if (!principal.permissions.has(def.permissions.view)) return [];
    const titleColumn = `t.${ident(columnOf(fieldOf(def, def.titleField)!))}`;
    const status = `t.${ident(columnOf(fieldOf(def, def.lifecycle!.field)!))}`;
    const where = [`t.del_flag = 0`, `${status} = ANY (${p.add([...k.states])}::text[])`, scopeSql(def, principal, p)];
    if (k.ownOnly) where.push(`t.create_by = ${p.add(principal.userId)}`);
    if (title) where.push(`${titleColumn} ILIKE ${p.add(`%${escapeLike(title)}%`)}`);
    return [
      `SELECT ${p.add(k.kind)}::text AS kind, t.id, ${titleColumn} AS title, t.org_id AS "orgId", ${status} AS status, t.update_time AS "updateTime"
         FROM ${ident(def.table)} t WHERE ${where.join(' AND ')}`,
    ];
  });
  if (!parts.length) return { records: [], total: 0, size: 10, current: 1 };
  const page = await pageOf(deps.db, {
    from: `FROM (${parts.join(' UNION ALL ')}) d JOIN sys_org o ON o.id = d."orgId"`,
    columns: `d.kind, d.id, d.title, d."orgId", o.name AS "orgName", d.status, d."updateTime"`,
    order: `d."updateTime" DESC, d.id`,
  }, p.values, pageParams(query));
  // The state as people read it, as every list gives it (zh-CN, as dictionary labels).
  const records = page.records.map((r) => ({ ...r, statusLabel: stateLabel(resourceByName(String(r.kind))!, r.status) }));
  return { ...page, records };
}
