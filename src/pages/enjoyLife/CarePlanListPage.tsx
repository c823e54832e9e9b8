/**
 * 一人一策 (/enjoyLife/OnePersonOneStrategy): the engine's list of care plans, with above it how many plans in
 * force are due for review and a link that lists them (the list's filters from the address), and the link to
 * the plans' export records.
 */
import { onePersonOneStrategy } from '../../../model/resources/onePersonOneStrategy.ts';
import { CrudList } from '../../crud/index.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { CARE_PLAN_PATH } from './carePlanPath.ts';
import { useDuePlans } from './useDuePlans.ts';
import { enjoyLifeCarePages } from '../../../model/i18n/enjoyLifeCarePages.ts';

export default function CarePlanListPage({ params, query }: PageProps) {
  const t = useT(enjoyLifeCarePages);
  const due = useDuePlans();
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-center gap-3 px-4 pt-4 text-sm">
        <p role="status" aria-busy={due.loading} className={due.count ? 'font-medium text-danger' : 'text-muted'}>
          {due.count === null ? '' : due.count > 0 ? t('enjoyLifeCare.due.some', { count: due.count }) : t('enjoyLifeCare.due.none')}
        </p>
        {due.count ? <AppLink to={due.href} className="text-primary underline">{t('enjoyLifeCare.due.show')}</AppLink> : null}
        <AppLink to={`${CARE_PLAN_PATH}/exportRecord`} className="ml-auto text-primary underline">{t('enjoyLifeCare.exports.link')}</AppLink>
      </div>
      <CrudList resource={onePersonOneStrategy} basePath={CARE_PLAN_PATH} params={params} query={query} />
    </div>
  );
}
