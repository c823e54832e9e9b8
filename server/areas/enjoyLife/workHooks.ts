/**
 * Server rules of the works (one table, docs/enjoyLife.md): 作品征集 and 精品佳作 each see and write only their
 * own kind, and a new work takes the kind of the resource it was posted to; 我的作品 sees the works of either
 * kind that the signed-in user wrote, and a work added there is a submission to 作品征集. The review workflow
 * itself is the engine's (Lifecycle.review).
 */
import type { WorkKind } from '../../../model/resources/enjoyLifeWork.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';

export function workKindHooks(kind: WorkKind): ResourceHooks {
  return {
    derive: (_ctx, op) => (op === 'create' ? { kind } : {}),
    visibleWhere: (_principal, p, alias) => `${alias}.kind = ${p.add(kind)}`,
  };
}

export const myWorksHooks: ResourceHooks = {
  derive: (_ctx, op) => (op === 'create' ? { kind: 'collectionOfWorks' } : {}),
  visibleWhere: (principal, p, alias) => `${alias}.create_by = ${p.add(principal.userId)}`,
};
