/**
 * 单位详情 (/system/unitDetail?id=): one organisation's pane on a page of its own (a link to send or keep),
 * with the same facts and actions as beside the tree. Sub-organisations open their own detail; after a
 * delete the page goes to the parent's.
 */
import { useCallback } from 'react';
import { useOrgTree } from '../../../crud/org/orgTreeStore.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { navigate } from '../../../router/navigate.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { OrgDetail, type OrgChange } from './OrgDetail.tsx';
import { unitDetailPath } from './unitPaths.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export default function UnitDetailPage({ query }: PageProps) {
  const t = useT(crudViews, systemPages);
  const id = typeof query.id === 'string' ? query.id : '';
  const forest = useOrgTree();
  const open = useCallback((child: string) => navigate(unitDetailPath(child)), []);
  const onChanged = useCallback(({ kind, org }: OrgChange) => {
    if (kind === 'deleted') navigate(org.parentId ? unitDetailPath(org.parentId) : '/system/unit');
  }, []);
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-center justify-between">
        <h1 className="sr-only">{t('systemPages.unit.detailTitle')}</h1>
        <AppLink to="/system/unit" className="text-sm text-primary hover:underline">{t('systemPages.unit.backToTree')}</AppLink>
      </div>
      {id ? (
        <OrgDetail key={id} orgId={id} ownPage scopeTop={forest.roots.some((r) => r.id === id)} onOpen={open} onChanged={onChanged} />
      ) : (
        <EmptyState message={t('crud.recordMissing')} />
      )}
    </div>
  );
}
