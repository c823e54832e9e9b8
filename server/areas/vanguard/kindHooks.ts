/**
 * Hooks of a resource that shares its table with others of the same shape (党建阵地 and 教育基地, their
 * appointments): it sees and writes only its own rows, and a new row takes its kind.
 */
import type { ResourceHooks } from '../../engine/hooks.ts';

export function kindHooks(kind: string): Required<Pick<ResourceHooks, 'derive' | 'visibleWhere'>> {
  return {
    derive: (_ctx, op) => (op === 'create' ? { kind } : {}),
    visibleWhere: (_principal, p, alias) => `${alias}.kind = ${p.add(kind)}`,
  };
}
