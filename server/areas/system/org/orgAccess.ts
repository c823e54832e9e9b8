/**
 * Organisations as the system area reads them, and the two scope questions it asks: may the principal see
 * or edit this organisation (it lies within their scope), and may they change its place in the tree (its
 * parent lies within their scope too, so nobody moves, disables or deletes the top of their own scope).
 */
import { zh, type MessageKey } from '../../../../model/i18n/index.ts';
import type { OrgKind } from '../../../../model/resources/organization.ts';
import type { Queryable } from '../../../db/db.ts';
import { businessError, httpError } from '../../../http/errors.ts';
import { scopeCovers } from '../../auth/dataScope.ts';
import type { Principal } from '../../auth/principal.ts';

export interface OrgRow {
  [column: string]: unknown;
  id: string;
  parentId: string | null;
  path: string;
  name: string;
  kind: OrgKind;
  cityCode: string | null;
  regionCode: string | null;
  enabled: boolean;
  version: number;
}

const SELECT = `SELECT o.id, o.parent_id AS "parentId", o.path, o.name, o.kind, o.city_code AS "cityCode", o.region_code AS "regionCode",
  o.enabled, o.version FROM sys_org o`;

export async function findOrg(q: Queryable, id: string, options: { lock?: boolean } = {}): Promise<OrgRow | undefined> {
  const [row] = await q.query<OrgRow>(`${SELECT} WHERE o.id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

export function orgCovered(principal: Principal, org: Pick<OrgRow, 'id' | 'path'>): boolean {
  return scopeCovers(principal, { orgId: org.id, orgPath: org.path });
}

/** An organisation within the principal's scope; any other is as absent as a missing one (404). */
export async function orgInScopeOr404(q: Queryable, principal: Principal, id: string, options: { lock?: boolean } = {}): Promise<OrgRow> {
  const org = await findOrg(q, id, options);
  if (!org || !orgCovered(principal, org)) throw httpError(404, 'status.404');
  return org;
}

/** Refuses to restructure the top of the principal's scope (its parent lies outside it, or it has none). */
export async function assertBelowScopeTop(q: Queryable, principal: Principal, org: OrgRow): Promise<OrgRow> {
  const parent = org.parentId ? await findOrg(q, org.parentId) : undefined;
  if (!parent || !orgCovered(principal, parent)) throw businessError(zh('org.rootLocked'), 400);
  return parent;
}

const RANK: Record<OrgKind, number> = { province: 0, city: 1, county: 2, unit: 3 };

/** The tree's levels: province > city > county > unit; units may also hold sub-units. */
export function assertKindUnder(kind: OrgKind, parent: OrgRow): void {
  if (kind === 'unit' || RANK[kind] === RANK[parent.kind] + 1) return;
  throw businessError(zh('org.kindUnderParent', { parent: parent.name, kind: zh(`org.kind.${kind}` as MessageKey) }), 400);
}

/** The city code of an organisation under this parent: a city is its own, everything else inherits. */
export function cityCodeUnder(kind: OrgKind, id: string, regionCode: string | null, parent: OrgRow): string {
  return kind === 'city' ? (regionCode ?? id) : (parent.cityCode ?? parent.id);
}
