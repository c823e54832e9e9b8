/**
 * The organisation tree of the signed-in user's scope, loaded once per user (another user signing in on
 * the same page never sees the previous user's tree) and shared by pickers, lists and histories.
 */
import { useEffect } from 'react';
import { createStore } from '../../store/createStore.ts';
import { useStore } from '../../store/useStore.ts';
import { fetchOrgTree, type OrgNode } from '../orgTreeApi.ts';
import { useUserKey } from '../usePermissions.ts';

export interface OrgTree {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  roots: readonly OrgNode[];
  /** Names by id, for labels of org ids (histories, saved filters). */
  names: ReadonlyMap<string, string>;
  /** The user the tree was loaded for. */
  user: string | null;
}

export const orgTreeStore = createStore<OrgTree>({ status: 'idle', roots: [], names: new Map(), user: null });

let loading: { user: string; promise: Promise<void> } | undefined;

function namesOf(roots: readonly OrgNode[]): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: readonly OrgNode[]) => {
    for (const node of nodes) {
      names.set(node.id, node.name);
      walk(node.children ?? []);
    }
  };
  walk(roots);
  return names;
}

function loadOrgTree(user: string): Promise<void> {
  if (loading?.user === user) return loading.promise;
  orgTreeStore.setState((s) => ({ ...s, status: 'loading' }));
  // Only the latest load may answer: one that invalidateOrgTree() overtook is dropped.
  const entry: { user: string; promise: Promise<void> } = { user, promise: Promise.resolve() };
  entry.promise = fetchOrgTree()
    .then(
      (roots) => {
        if (loading === entry) orgTreeStore.setState({ status: 'ready', roots, names: namesOf(roots), user });
      },
      () => {
        if (loading === entry) orgTreeStore.setState((s) => ({ ...s, status: 'failed' }));
      },
    )
    .finally(() => {
      if (loading === entry) loading = undefined;
    });
  loading = entry;
  return entry.promise;
}

/**
 * After an organisation was added, renamed, moved, enabled, disabled or deleted: the tree is loaded again
 * by the views showing it (and by the next one to mount), and an answer still on its way is dropped.
 */
export function invalidateOrgTree(): void {
  loading = undefined;
  orgTreeStore.setState((s) => ({ ...s, status: 'idle' }));
}

/** The tree, loading it on first use and again for another user; after a failure, a view opened later tries again. */
export function useOrgTree(): OrgTree {
  const state = useStore(orgTreeStore);
  const user = useUserKey();
  const stale = state.status === 'idle' || (state.status === 'ready' && state.user !== user);
  useEffect(() => {
    if (stale) void loadOrgTree(user);
  }, [stale, user]);
  useEffect(() => {
    if (orgTreeStore.getState().status === 'failed') void loadOrgTree(user);
    // Mount only: retrying on every failure would ask again and again.
  }, []);
  return state;
}
