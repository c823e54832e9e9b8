/**
 * 单位管理 (/system/unit): the organisation tree of the user's scope, each branch loaded when first opened,
 * beside the chosen organisation's pane (facts, administrators, sub-organisations, actions). A search by
 * name opens the match's ancestors and chooses it; after a change the tree reads again what it has loaded
 * and shows the organisation concerned (the new one, the moved one where it went, the parent of a deleted one).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { orgApi } from './orgApi.ts';
import { OrgDetail, type OrgChange } from './OrgDetail.tsx';
import { OrgSearch } from './OrgSearch.tsx';
import { OrgTree, treeItemId } from './OrgTree.tsx';
import { ancestorIds, treeRows } from './orgTreeRows.ts';
import { useOrgBranches } from './useOrgBranches.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export default function UnitPage(_: PageProps) {
  const t = useT(crud, systemPages);
  const tree = useOrgBranches();
  const [selected, setSelected] = useState<string | null>(null);
  const rows = useMemo(() => treeRows(tree.roots ?? [], tree.branches, tree.expanded), [tree.roots, tree.branches, tree.expanded]);
  const rootIds = useMemo(() => (tree.roots ?? []).map((r) => r.id), [tree.roots]);
  const chosen = selected ?? rootIds[0] ?? null;
  const { openPath, reload } = tree;

  useEffect(() => {
    if (chosen) document.getElementById(treeItemId(chosen))?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen, rows.length]);

  /** Opens the tree down to the organisation at `path` and chooses it. */
  const reveal = useCallback(
    async (id: string, path: string) => {
      const above = ancestorIds(path);
      const top = above.findIndex((a) => rootIds.includes(a));
      if (top >= 0) await openPath(above.slice(top));
      setSelected(id);
    },
    [rootIds, openPath],
  );

  const pick = useCallback(
    async (id: string) => {
      try {
        const org = await orgApi.get(id);
        await reveal(org.id, org.path);
      } catch {
        // The request layer has said why.
      }
    },
    [reveal],
  );

  // The tree reads its branches again by itself after any change (useOrgBranches); this shows the one concerned.
  const onChanged = useCallback(
    async ({ kind, org }: OrgChange) => {
      // The top of the scope is never deleted, so a deleted organisation's parent is in the tree.
      if (kind === 'deleted') setSelected(org.parentId);
      else await reveal(org.id, org.path);
    },
    [reveal],
  );

  const open = useCallback((id: string) => void pick(id), [pick]);
  return (
    <div className="flex flex-col gap-3 p-4">
      <h1 className="sr-only">{t('systemPages.unit.title')}</h1>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-label={t('systemPages.unit.treePanel')} className="flex flex-col gap-3 rounded border border-line bg-surface p-3">
          <OrgSearch onPick={open} />
          <div className="max-h-[70vh] overflow-auto">
            {tree.rootsFailed ? (
              <ErrorState message={t('systemPages.unit.treeFailed')} onRetry={() => void reload()} />
            ) : tree.roots === null ? (
              <p aria-busy className="py-6 text-center text-sm text-muted">{t('crud.loading')}</p>
            ) : (
              <OrgTree rows={rows} selected={chosen} onSelect={setSelected} onToggle={tree.toggle} onRetry={tree.retry} busy={tree.updating} />
            )}
          </div>
        </section>
        <div className="min-w-0">
          {chosen ? (
            // One pane per organisation: a refusal or an open dialog does not carry over to the next one chosen.
            <OrgDetail key={chosen} orgId={chosen} scopeTop={rootIds.includes(chosen)} onOpen={open} onChanged={(change) => void onChanged(change)} />
          ) : tree.roots !== null ? (
            <p className="p-8 text-center text-sm text-muted">{t('systemPages.unit.treeEmpty')}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
