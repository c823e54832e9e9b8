/**
 * Server rule of 银龄先锋's reviewed content (one table, one resource per kind, docs/vanguard.md): each kind
 * sees and writes only its own rows, and a new item takes the kind of the resource it was posted to. The
 * review workflow itself is the engine's (Lifecycle.review).
 */
import type { ContentKind } from '../../../model/resources/reviewedContent.ts';
import type { ResourceHooks } from '../../engine/hooks.ts';

export function reviewedContentHooks(kind: ContentKind): ResourceHooks {
  return {
    derive: (_ctx, op) => (op === 'create' ? { kind } : {}),
    visibleWhere: (_principal, p, alias) => `${alias}.kind = ${p.add(kind)}`,
  };
}
