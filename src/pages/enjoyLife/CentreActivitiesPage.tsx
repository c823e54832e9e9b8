/**
 * 活动列表 (/enjoyLife/activitylist/{id}): the activities of one centre — the crud list of activities (活动管理,
 * /enjoyLife/activity) opened on the centre's filter, under the centre's name, with an Add that starts
 * from the centre. A centre the user may not see says so, as the engine's pages do.
 */
import { useId } from 'react';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { CrudList } from '../../crud/index.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { useResource } from '../../crud/useResource.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { ACTIVITY_LIST_PATH } from '../../../model/activityStatistics.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { centreOf } from './centreApi.ts';
import { enjoyLifeCentrePages } from '../../../model/i18n/enjoyLifeCentrePages.ts';

export default function CentreActivitiesPage({ params }: PageProps) {
  const t = useT(enjoyLifeCentrePages);
  const headingId = useId();
  const can = usePermissions();
  const id = params.id ?? '';
  const def = useResource('activity');
  const centre = useLoaded(id, (signal) => centreOf(id, signal));
  if (centre.error) return <div className="p-4"><ErrorState message={centre.error} onRetry={centre.reload} /></div>;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={headingId} className="text-lg font-semibold text-ink">{t('enjoyLifeCentre.list.title', { centre: centre.data?.title ?? '…' })}</h1>
        <span className="flex-1" />
        {def && can(def.permissions.add) ? (
          <AppLink to={`${ACTIVITY_LIST_PATH}/Add?centerId=${encodeURIComponent(id)}`} className="text-sm text-primary underline-offset-2 hover:underline">{t('enjoyLifeCentre.list.add')}</AppLink>
        ) : null}
        <AppLink to={ACTIVITY_LIST_PATH} className="text-sm text-primary underline-offset-2 hover:underline">{t('enjoyLifeCentre.list.all')}</AppLink>
      </div>
      {def && centre.data ? <CrudList resource={def} basePath={ACTIVITY_LIST_PATH} params={{}} query={{ centerId: id }} /> : null}
    </section>
  );
}
