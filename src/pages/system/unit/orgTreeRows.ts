/**
 * The rows the lazily loaded organisation tree shows (apart from React; test/systemPages/orgTreeRows.test.ts):
 * the roots, and below each expanded organisation the children loaded so far, depth first. A branch still
 * loading (or that failed) gives one placeholder row, so the tree says why nothing is under it yet.
 */
import type { OrgRecord } from './orgApi.ts';

export interface Branch {
  records: readonly OrgRecord[];
  /** All children the server has (more than `records` when a branch is larger than one page). */
  total: number;
  status: 'loading' | 'ready' | 'failed';
}

export type TreeRow =
  | { kind: 'org'; org: OrgRecord; level: number; parentId: string | null; expanded: boolean; hasChildren: boolean }
  | { kind: 'placeholder'; parentId: string; level: number; status: 'loading' | 'failed' | 'truncated'; hidden: number };

export function treeRows(roots: readonly OrgRecord[], branches: ReadonlyMap<string, Branch>, expanded: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (orgs: readonly OrgRecord[], level: number, parentId: string | null) => {
    for (const org of orgs) {
      const hasChildren = org.childCount > 0;
      const open = hasChildren && expanded.has(org.id);
      rows.push({ kind: 'org', org, level, parentId, expanded: open, hasChildren });
      if (!open) continue;
      const branch = branches.get(org.id);
      if (!branch || branch.status !== 'ready') {
        rows.push({ kind: 'placeholder', parentId: org.id, level: level + 1, status: branch?.status === 'failed' ? 'failed' : 'loading', hidden: 0 });
        continue;
      }
      walk(branch.records, level + 1, org.id);
      if (branch.total > branch.records.length) {
        rows.push({ kind: 'placeholder', parentId: org.id, level: level + 1, status: 'truncated', hidden: branch.total - branch.records.length });
      }
    }
  };
  walk(roots, 1, null);
  return rows;
}

/** The ids of an organisation's ancestors, from the top, out of its materialised path (`/a/b/c/` → a, b). */
export function ancestorIds(path: string): string[] {
  return path.split('/').filter(Boolean).slice(0, -1);
}

/** The levels an organisation may have under a parent: the next level down, or a (sub-)unit. */
export function kindsUnder(parent: OrgRecord['kind']): OrgRecord['kind'][] {
  const next = { province: 'city', city: 'county', county: null, unit: null } as const;
  const below = next[parent];
  return below ? [below, 'unit'] : ['unit'];
}
