/**
 * The review workflow's rules (a lifecycle with `review`, docs/crud.md "Review workflow"), applied by the
 * engine's writes and lists: only the author edits or submits an item, nobody decides their own item, an
 * item already decided is not decided again, a decision is stamped with its reviewer and time, and a
 * reviewer's queue lists what waits for them. "Author" is the user who created the record (create_by).
 */
import { pick, zh } from '../../model/i18n/index.ts';
import { columnOf, fieldOf } from '../../model/resource/fields.ts';
import { QUEUE_KEY } from '../../model/resource/listQuery.ts';
import type { ResourceDef, Transition } from '../../model/resource/types.ts';
import { ident, type Row } from '../db/db.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { businessError } from '../http/errors.ts';
import { levelQueueSql } from './reviewLevels.ts';
import type { SqlParams } from './sqlParams.ts';
import { stateLabel } from './stateLabel.ts';

/** The list query key of the reviewer's queue: `GET {resource}?queue=review`. */

/** Refuses an edit of a reviewed item by anyone but its author. */
export function checkReviewedEdit(def: ResourceDef, principal: Principal, row: Row): void {
  if (def.lifecycle?.review && row.create_by !== principal.userId) throw businessError(zh('engine.authorEditsOnly'));
}

/**
 * Refuses a move of a reviewed item that its mover may not make. Checked before the record's version: a
 * reviewer whose page is stale learns that the item was decided, not merely that it changed.
 */
export function checkReviewMove(def: ResourceDef, move: Transition, principal: Principal, row: Row): void {
  const lifecycle = def.lifecycle!;
  if (!lifecycle.review || !move.by) return;
  const state = String(row[columnOf(fieldOf(def, lifecycle.field)!)]);
  const own = row.create_by === principal.userId;
  if (move.by === 'author' && !own) throw businessError(zh('engine.authorOnly', { action: pick('zh-CN', move.label) }));
  if (move.by === 'reviewer') {
    // A state a decision leads to is "decided"; any other (a draft) is left to the lifecycle's own refusal.
    const decided = lifecycle.transitions.some((t) => t.by === 'reviewer' && t.to === state);
    if (decided) throw businessError(zh('engine.alreadyDecided', { state: stateLabel(def, state) }));
    // A levelled review checks this for its first level only (reviewLevels.ts).
    if (own && !lifecycle.review.levels?.length && lifecycle.review.pending.includes(state)) throw businessError(zh('engine.reviewOwn'));
  }
}

/** The SET clauses that stamp a decision with its reviewer and time; none for other moves. */
export function decisionStamp(def: ResourceDef, move: Transition, p: { add(value: unknown): string }, userId: string): string[] {
  const review = def.lifecycle?.review;
  if (!review || move.by !== 'reviewer') return [];
  return [
    `${ident(columnOf(fieldOf(def, review.decidedBy)!))} = ${p.add(userId)}`,
    `${ident(columnOf(fieldOf(def, review.decidedAt)!))} = now()`,
  ];
}

/**
 * The reviewer's queue as a list condition: items waiting for a decision that the user did not write
 * (scope is added by the list as for any other filter), in a levelled review those waiting at the user's
 * level (reviewLevels.ts). `undefined` when the query does not ask for it.
 */
export function reviewQueueSql(def: ResourceDef, query: URLSearchParams, principal: Principal | undefined, p: SqlParams): string | undefined {
  const review = def.lifecycle?.review;
  const asked = query.get(QUEUE_KEY);
  if (!review || asked === null || asked === '') return undefined;
  if (asked !== 'review' || !principal) throw businessError(zh('engine.unknownFilter', { name: `${QUEUE_KEY}=${asked.slice(0, 20)}` }), 400);
  const status = ident(columnOf(fieldOf(def, def.lifecycle!.field)!));
  if (review.levels?.length) return levelQueueSql(def, principal, p, status);
  return `t.${status} = ANY (${p.add([...review.pending])}::text[]) AND t.create_by IS DISTINCT FROM ${p.add(principal.userId)}`;
}
