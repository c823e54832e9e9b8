/**
 * The archive pages: /retiredCadres/allInfoDetail/{id}, and /retiredVeteranCadres/fullDetail/{retired,
 * leaveRetired,nonRetired}/{id}. The page's own address says which (a kept-alive page keeps its address
 * while another is shown): a fullDetail page shows its variant, and says so when the person's 离退休类型 is
 * another, with a link to that one; allInfoDetail shows the variant of the person.
 */
import { useEffect, useMemo, useRef } from 'react';
import { cadre as cadreDef } from '../../../../model/resources/cadre.ts';
import { useChangeVersion } from '../../../crud/changes.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { useRecordLoad } from '../../../crud/form/useRecordLoad.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { usePage } from '../../../router/pageContext.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { cadreArchive } from './archiveApi.ts';
import { ARCHIVE_RESOURCES } from './archiveTabs.ts';
import { fullDetailPath, variantOf, type ArchiveVariant } from './archiveVariant.ts';
import { CadreArchive } from './CadreArchive.tsx';
import { useGrantedMenu } from '../../../router/grantedMenu.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { platform } from '../../../../model/i18n/platform.ts';

const VARIANTS: readonly ArchiveVariant[] = ['retired', 'leaveRetired', 'nonRetired'];
const LINK = 'inline-flex h-8 items-center px-2 text-sm text-primary hover:underline';

/** What the page's address says: its area, its list, and the variant of a fullDetail page. */
function routeOf(address: string): { area: string; list: string; variant: ArchiveVariant | null } {
  const fullDetail = /^\/retiredVeteranCadres\/fullDetail\/(\w+)\//.exec(address);
  if (fullDetail) {
    const variant = VARIANTS.find((v) => v === fullDetail[1]) ?? null;
    return { area: '/retiredVeteranCadres', list: '/retiredVeteranCadres/essentialInformation', variant };
  }
  return { area: '/retiredCadres', list: '/retiredCadres/allInfo', variant: null };
}

export default function ArchivePage({ params }: PageProps) {
  const t = useT(cadrePages, crud, crudViews, platform);
  const can = usePermissions();
  const { granted } = useGrantedMenu();
  const route = routeOf(usePage().key);
  const allowed = can(cadreDef.permissions.view);
  const load = useMemo(() => (id: string, signal: AbortSignal) => cadreArchive(id, signal), []);
  // Without the cadre's view permission the server would refuse (403 signs the user out): nothing is asked.
  const { state, reload } = useRecordLoad(allowed ? params.id : undefined, load);
  // A record of the archive written elsewhere (a form opened from it, an import, a restore): read again when
  // the page is shown, so that coming back from the form shows what was saved.
  const written = useChangeVersion(...ARCHIVE_RESOURCES);
  const seen = useRef(written);
  useEffect(() => {
    if (seen.current === written) return;
    seen.current = written;
    reload();
  }, [written, reload]);

  if (!allowed) return <EmptyState message={t('cadrePages.archive.noPermission')} />;
  if (state.kind === 'missing') return <EmptyState message={t('empty.noResultForId')} />;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;

  const archive = state.record;
  const own = variantOf(archive.cadre.retirementType);
  const variant = route.variant ?? own;
  const notice =
    variant !== own ? (
      <p role="note" className="flex flex-wrap items-center gap-2 rounded border border-warning bg-warning/10 px-4 py-2 text-sm">
        {t('cadrePages.archive.otherVariant', { type: String(archive.cadre.retirementTypeLabel ?? archive.cadre.retirementType ?? '') })}
        {granted.has('/retiredVeteranCadres/fullDetail/' + own + '/{id}') ? (
          <AppLink to={fullDetailPath(own, archive.cadre.id)} className={LINK}>{t(`cadrePages.archive.variant.${own}`)}</AppLink>
        ) : null}
      </p>
    ) : null;
  const back = granted.has(route.list) ? <AppLink to={route.list} className={LINK}>{t('crud.backToList')}</AppLink> : null;
  return <CadreArchive archive={archive} variant={variant} area={route.area} actions={back} notice={notice} />;
}
