/**
 * The lazily loaded organisation tree's state. Roots are the tops of the user's scope (from the forest the
 * org pickers already cache, `provinceOrsubordinateOrgTree`), read as records; an organisation's children
 * are asked for (`GET organization?parentId=`) the first time it is expanded, with their counts and state,
 * so a province of thousands of units costs one small request per opened branch. After a change to any
 * organisation (here, or on another page: src/crud/changes.ts) it asks again for everything loaded, keeping
 * what is shown until the answers come; `updating` says so meanwhile (the tree's aria-busy).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useChangeVersion } from '../../../crud/changes.ts';
import { useOrgTree } from '../../../crud/org/orgTreeStore.ts';
import { orgApi, orgChildren, type OrgRecord } from './orgApi.ts';
import type { Branch } from './orgTreeRows.ts';

/** Children asked for at once: the engine's largest page; a larger branch says how many it leaves out. */
export const BRANCH_SIZE = 500;

export interface OrgBranches {
  roots: readonly OrgRecord[] | null;
  rootsFailed: boolean;
  branches: ReadonlyMap<string, Branch>;
  expanded: ReadonlySet<string>;
  /** Something is being asked for: the scope's tops, a branch opened, or everything again after a change. */
  updating: boolean;
  /** Opens or closes an organisation; opening loads its children the first time. */
  toggle(id: string, open: boolean): void;
  /** Opens these organisations in order (a found organisation's ancestors), each once its children came. */
  openPath(ids: readonly string[]): Promise<void>;
  /** Asks again for the roots and every branch loaded. */
  reload(): Promise<void>;
  retry(id: string): void;
}

export function useOrgBranches(): OrgBranches {
  const forest = useOrgTree();
  const [roots, setRoots] = useState<readonly OrgRecord[] | null>(null);
  const [rootsFailed, setRootsFailed] = useState(false);
  const [branches, setBranches] = useState<ReadonlyMap<string, Branch>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [reloads, setReloads] = useState(0);
  const loaded = useRef(branches);
  loaded.current = branches;
  const firstRoots = useRef(true);

  const set = (id: string, branch: Branch) => setBranches((all) => new Map(all).set(id, branch));
  // An organisation has one parent. One this answer lists has moved here from any other branch still showing
  // it (whose own answer, asked for after the same change, may come later): it leaves that branch now.
  const settle = (id: string, branch: Branch) =>
    setBranches((all) => {
      const here = new Set(branch.records.map((r) => r.id));
      const next = new Map<string, Branch>();
      for (const [other, b] of all) {
        const staying = other === id ? b.records : b.records.filter((r) => !here.has(r.id));
        next.set(other, staying.length === b.records.length ? b : { ...b, records: staying, total: b.total - (b.records.length - staying.length) });
      }
      return next.set(id, branch);
    });

  const loadBranch = useCallback(async (id: string, quietly = false) => {
    const before = loaded.current.get(id);
    if (!quietly || !before) set(id, { records: before?.records ?? [], total: before?.total ?? 0, status: 'loading' });
    try {
      const page = await orgChildren(id, { current: 1, size: BRANCH_SIZE });
      settle(id, { records: page.records, total: page.total, status: 'ready' });
    } catch {
      // The request layer has said why; the branch offers to try again.
      set(id, { records: [], total: 0, status: 'failed' });
    }
  }, []);

  const rootIds = forest.status === 'ready' || forest.roots.length ? forest.roots.map((r) => r.id).join(',') : null;
  const loadRoots = useCallback(async () => {
    if (rootIds === null) return;
    try {
      const records = await Promise.all(rootIds.split(',').filter(Boolean).map((id) => orgApi.get(id)));
      setRoots(records);
      setRootsFailed(false);
      // The first time: a single top (the user's own bureau) opens, so its cities or units show at once.
      if (firstRoots.current && records.length === 1 && records[0]!.childCount > 0) {
        firstRoots.current = false;
        setExpanded((open) => new Set(open).add(records[0]!.id));
        void loadBranch(records[0]!.id);
      }
    } catch {
      setRootsFailed(true);
    }
  }, [rootIds, loadBranch]);

  useEffect(() => {
    void loadRoots();
  }, [loadRoots]);

  const toggle = useCallback(
    (id: string, open: boolean) => {
      setExpanded((all) => {
        const next = new Set(all);
        if (open) next.add(id);
        else next.delete(id);
        return next;
      });
      const branch = loaded.current.get(id);
      if (open && (!branch || branch.status === 'failed')) void loadBranch(id);
    },
    [loadBranch],
  );

  const openPath = useCallback(
    async (ids: readonly string[]) => {
      for (const id of ids) {
        setExpanded((all) => (all.has(id) ? all : new Set(all).add(id)));
        if (loaded.current.get(id)?.status !== 'ready') await loadBranch(id);
      }
    },
    [loadBranch],
  );

  const reload = useCallback(async () => {
    setReloads((n) => n + 1);
    try {
      await Promise.all([loadRoots(), ...[...loaded.current.keys()].map((id) => loadBranch(id, true))]);
    } finally {
      setReloads((n) => n - 1);
    }
  }, [loadRoots, loadBranch]);

  const retry = useCallback((id: string) => void loadBranch(id), [loadBranch]);

  // A write to organisations anywhere in the app (a kept-alive tree catches up when it is shown again).
  const changes = useChangeVersion('organization');
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    void reload();
  }, [changes, reload]);

  const failed = rootsFailed || (forest.status === 'failed' && roots === null);
  // The roots come from the cached forest, which a change sends to be loaded again.
  const updating = reloads > 0 || forest.status === 'idle' || forest.status === 'loading' || [...branches.values()].some((b) => b.status === 'loading');
  return { roots, rootsFailed: failed, branches, expanded, updating, toggle, openPath, reload, retry };
}
