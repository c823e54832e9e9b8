/**
 * What a reviewed lifecycle (`Lifecycle.review`) leaves to the user beyond their permissions, as the server
 * enforces it (server/engine/review.ts): the author edits and submits their own item, a reviewer decides
 * items waiting for review that they did not write. Without `review`, everything is left to permissions. In a
 * levelled review the decisions on a record are offered to the approvers of the level it waits at (the level of
 * their organisation's kind); whether the record lies below their organisation is the data scope's to say, and
 * the server checks both (reviewLevels.ts).
 */
import type { ResourceDef, Transition } from '../../../model/resource/types.ts';
import type { Me } from '../usePermissions.ts';

const isAuthor = (record: Readonly<Record<string, unknown>>, me: Me | undefined) => me?.userId !== undefined && record.createBy === me.userId;

export function reviewAllowsMove(def: ResourceDef, record: Readonly<Record<string, unknown>>, move: Transition, me: Me | undefined): boolean {
  const review = def.lifecycle?.review;
  if (!review || !move.by) return true;
  if (move.by === 'author') return isAuthor(record, me);
  if (!review.levels?.length) return !isAuthor(record, me);
  const at = review.levels.find((l) => l.state === record[def.lifecycle!.field]);
  return !at || !me?.level || at.level === me.level;
}

export function reviewAllowsEdit(def: ResourceDef, record: Readonly<Record<string, unknown>>, me: Me | undefined): boolean {
  return !def.lifecycle?.review || isAuthor(record, me);
}
