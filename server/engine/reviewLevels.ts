/**
 * The levels of a levelled review (`Review.levels`, docs/crud.md "Levels"): a record is approved by its unit,
 * then its city, then the province, each level by the approvers of an organisation above the record. Which
 * levels apply to a record, and the level a user decides at, come from the organisation tree: a county bureau
 * or a unit decides at the unit level, a city bureau at the city level, the province bureau at the province
 * level. Part of the one review workflow (review.ts), applied by the engine's moves and queue.
 */
import { zh } from '../../model/i18n/index.ts';
import { columnOf, fieldOf } from '../../model/resource/fields.ts';
import { levelOfKind } from '../../model/resource/reviewLifecycle.ts';
import type { ResourceDef, ReviewLevel, ReviewLevelName, Transition } from '../../model/resource/types.ts';
import { ident, type Queryable, type Row } from '../db/db.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { businessError } from '../http/errors.ts';
import type { SqlParams } from './sqlParams.ts';
import { stateLabel } from './stateLabel.ts';

/** The record's organisation and those above it (itself first), as id and kind. */
async function orgLine(tx: Queryable, def: ResourceDef, row: Row): Promise<{ id: string; kind: string }[]> {
  const orgId = row[columnOf(fieldOf(def, def.orgField!)!)];
  return tx.query<{ id: string; kind: string }>(
    `SELECT a.id, a.kind FROM sys_org r JOIN sys_org a ON r.path LIKE a.path || '%' WHERE r.id = $1 ORDER BY length(a.path) DESC`,
    [orgId],
  );
}

/** The levels that apply to a record, in order: those of the organisations above it. */
function applying(levels: readonly ReviewLevel[], line: readonly { kind: string }[]): ReviewLevel[] {
  const present = new Set(line.map((o) => levelOfKind(o.kind)));
  return levels.filter((l) => present.has(l.level));
}

/**
 * Checks a move of a levelled record and answers the state it goes to. A decision on a record waiting at a
 * level is refused to anyone who is not an approver of that level above the record (a city deciding before
 * the unit, say); a move to a level goes to the first level that applies from there; an approval goes to the
 * next level that applies, or to its `to` after the last.
 */
export async function levelledTarget(tx: Queryable, def: ResourceDef, move: Transition, principal: Principal, row: Row): Promise<string> {
  const levels = def.lifecycle?.review?.levels;
  if (!levels?.length) return move.to;
  const state = String(row[columnOf(fieldOf(def, def.lifecycle!.field)!)]);
  const line = await orgLine(tx, def, row);
  const open = applying(levels, line);
  const at = levels.find((l) => l.state === state);
  if (move.by === 'reviewer' && at) {
    const mine = line.find((o) => o.id === principal.orgId);
    if (!mine || levelOfKind(mine.kind) !== at.level) throw businessError(zh('engine.notYourLevel', { state: stateLabel(def, state) }));
    // The first level confirms its own declaration: someone other than the author. The levels above review
    // what that level sent up, whoever of theirs typed it in (a city bureau declaring for one of its units).
    if (at === open[0] && row.create_by === principal.userId) throw businessError(zh('engine.reviewOwn'));
  }
  const toIndex = levels.findIndex((l) => l.state === move.to);
  if (toIndex >= 0) return open.find((l) => levels.indexOf(l) >= toIndex)?.state ?? move.to;
  if (move.advances && at) {
    const next = open.find((l) => levels.indexOf(l) > levels.indexOf(at));
    return next?.state ?? move.to;
  }
  return move.to;
}

/** An organisation kind's level in SQL (levelOfKind). */
const levelSql = (kind: string) => `CASE ${kind} WHEN 'province' THEN 'province' WHEN 'city' THEN 'city' ELSE 'unit' END`;

/**
 * The levelled reviewer's queue: records waiting at the user's own level (that of their organisation's
 * kind) whose organisation lies below the user's, less their own declarations waiting at its first level
 * (the level of the record's own organisation), which they may not decide.
 */
export function levelQueueSql(def: ResourceDef, principal: Principal, p: SqlParams, status: string): string {
  const levels = def.lifecycle!.review!.levels!;
  const statesOf = (level: ReviewLevelName) => p.add(levels.filter((l) => l.level === level).map((l) => l.state));
  const org = `t.${ident(columnOf(fieldOf(def, def.orgField!)!))}`;
  const mine = `(SELECT ${levelSql('k.kind')} FROM sys_org k WHERE k.id = ${p.add(principal.orgId)})`;
  const recordLevel = `(SELECT ${levelSql('r.kind')} FROM sys_org r WHERE r.id = ${org})`;
  return [
    `t.${status} = ANY (CASE ${mine} WHEN 'province' THEN ${statesOf('province')}::text[] WHEN 'city' THEN ${statesOf('city')}::text[] ELSE ${statesOf('unit')}::text[] END)`,
    `EXISTS (SELECT 1 FROM sys_org ro WHERE ro.id = ${org} AND ro.path LIKE ${p.add(principal.orgPath.replace(/[\\%_]/g, '\\$&') + '%')})`,
    `NOT (t.create_by IS NOT DISTINCT FROM ${p.add(principal.userId)} AND ${recordLevel} = ${mine})`,
  ].join(' AND ');
}
