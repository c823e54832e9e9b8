/**
 * Reading organisations within the reader's scope: the list of /system/unit, one organisation with its
 * parent and counts, the tree (`provinceOrsubordinateOrgTree`, nodes `{ id, name, kind, children }`: the
 * org pickers' exact shape), the name search, and the unit's administrators.
 */
import { zh } from '../../../../model/i18n/index.ts';
import { organization } from '../../../../model/resources/organization.ts';
import type { Page } from '../../../../model/wire.ts';
import type { Queryable, Row } from '../../../db/db.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { businessError } from '../../../http/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { listPage } from '../listPage.ts';
import { orgCovered, findOrg } from './orgAccess.ts';
import { escapeLike } from '../../../db/escapeLike.ts';

const SELECT = `t.id, t.version, t.name, t.short_name AS "shortName", t.kind, t.parent_id AS "parentId", p.name AS "parentIdName",
  t.region_code AS "regionCode", t.city_code AS "cityCode", t.telephone, t.address, t.sort, t.enabled, t.path,
  t.create_time AS "createTime", t.update_time AS "updateTime",
  (SELECT count(*)::int FROM sys_org c WHERE c.parent_id = t.id) AS "childCount",
  (SELECT count(*)::int FROM sys_user u WHERE u.org_id = t.id AND u.del_flag = 0) AS "staffCount"`;

export function listOrgs(q: Queryable, principal: Principal, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  const filters = new URLSearchParams(query);
  const parentId = filters.get('parentId');
  filters.delete('parentId');
  const where = [orgScopeSql('t.id', principal.scope, p)];
  if (parentId) where.push(`t.parent_id = ${p.add(parentId)}`);
  return listPage(q, { def: organization, query: filters, p, select: SELECT, joins: 'LEFT JOIN sys_org p ON p.id = t.parent_id', where });
}

export async function getOrg(q: Queryable, principal: Principal, id: string): Promise<Row> {
  const org = await findOrg(q, id);
  if (!org || !orgCovered(principal, org)) throw businessError(zh('system.notFound'));
  const [row] = await q.query(`SELECT ${SELECT} FROM sys_org t LEFT JOIN sys_org p ON p.id = t.parent_id WHERE t.id = $1`, [id]);
  return row!;
}

export interface OrgNode {
  id: string;
  name: string;
  kind: string;
  children: OrgNode[];
  /** Only with includeDisabled, and only on disabled organisations. */
  disabled?: true;
}

/** The organisations within scope as a forest: each one whose parent is outside the scope is a root. */
export async function orgTree(q: Queryable, principal: Principal, includeDisabled: boolean): Promise<OrgNode[]> {
  const p = new SqlParams();
  const rows = await q.query<{ id: string; parent_id: string | null; name: string; kind: string; enabled: boolean }>(
    `SELECT o.id, o.parent_id, o.name, o.kind, o.enabled FROM sys_org o
      WHERE ${orgScopeSql('o.id', principal.scope, p)}${includeDisabled ? '' : ' AND o.enabled'} ORDER BY o.sort, o.id`,
    p.values,
  );
  const nodes = new Map<string, OrgNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, kind: r.kind, children: [], ...(r.enabled ? {} : { disabled: true as const }) }]),
  );
  const roots: OrgNode[] = [];
  for (const r of rows) {
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** Enabled organisations within scope whose name or short name contains the text; at most 50. */
export async function searchOrgs(q: Queryable, principal: Principal, text: string): Promise<Row[]> {
  const needle = text.trim();
  if (!needle) return [];
  const p = new SqlParams();
  const like = p.add(`%${escapeLike(needle.slice(0, 80))}%`);
  return q.query(
    `SELECT o.id, o.name, o.kind, o.parent_id AS "parentId", pa.name AS "parentName" FROM sys_org o LEFT JOIN sys_org pa ON pa.id = o.parent_id
      WHERE o.enabled AND (o.name ILIKE ${like} OR o.short_name ILIKE ${like}) AND ${orgScopeSql('o.id', principal.scope, p)}
      ORDER BY o.path LIMIT 50`,
    p.values,
  );
}

/**
 * The unit's administrators: enabled accounts of that organisation holding an administrator role
 * (ADMIN_ROLES). None is the spec's silent 当前组织没有单位管理员.
 */
export async function orgAdmins(q: Queryable, principal: Principal, id: string, adminRoles: readonly string[]): Promise<Row[]> {
  const org = await findOrg(q, id);
  if (!org || !orgCovered(principal, org)) throw businessError(zh('system.notFound'));
  const rows = await q.query(
    `SELECT u.id, u.username, u.name, u.mobile, json_agg(r.name ORDER BY r.sort) AS roles
       FROM sys_user u JOIN sys_user_role ur ON ur.user_id = u.id JOIN sys_role r ON r.id = ur.role_id AND r.enabled
      WHERE u.org_id = $1 AND u.enabled AND u.del_flag = 0 AND r.code = ANY ($2::text[])
      GROUP BY u.id ORDER BY u.name, u.id`,
    [id, adminRoles],
  );
  if (!rows.length) throw businessError(zh('org.noAdmin'));
  return rows;
}
