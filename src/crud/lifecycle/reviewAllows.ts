/**
 * What a reviewed lifecycle (`Lifecycle.review`) leaves to the user beyond their permissions, as the server
 * enforces it (server/engine/review.ts): the author edits and submits their own item, a reviewer decides
 * items waiting for review that they did not write. Without `review`, everything is left to permissions. In a
 * levelled review whose level is the user's is the server's to say (reviewLevels.ts): the decisions are
 * offered to every holder of their permission, and the approvals queue lists what is theirs.
 */
import type { ResourceDef, Transition } from '../../../model/resource/types.ts';

const isAuthor = (record: Readonly<Record<string, unknown>>, userId: string | undefined) => userId !== undefined && record.createBy === userId;

export function reviewAllowsMove(def: ResourceDef, record: Readonly<Record<string, unknown>>, move: Transition, userId: string | undefined): boolean {
  if (!def.lifecycle?.review || !move.by) return true;
  if (move.by === 'author') return isAuthor(record, userId);
  return def.lifecycle.review.levels?.length ? true : !isAuthor(record, userId);
}

export function reviewAllowsEdit(def: ResourceDef, record: Readonly<Record<string, unknown>>, userId: string | undefined): boolean {
  return !def.lifecycle?.review || isAuthor(record, userId);
}
