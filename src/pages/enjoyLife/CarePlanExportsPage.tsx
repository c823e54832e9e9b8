/**
 * 导出记录 of 一人一策 (/enjoyLife/OnePersonOneStrategy/exportRecord): the exports made from the care plans'
 * list (the export centre's records of that resource; an administrator sees those of the people in scope),
 * with their progress and the exporter's download.
 */
import { onePersonOneStrategy } from '../../../model/resources/onePersonOneStrategy.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { DownloadList } from '../cadre/downloads/DownloadList.tsx';
import { CARE_PLAN_PATH } from './carePlanPath.ts';
import { enjoyLifeCarePages } from '../../../model/i18n/enjoyLifeCarePages.ts';

export default function CarePlanExportsPage(_: PageProps) {
  const t = useT(enjoyLifeCarePages);
  return (
    <section aria-labelledby="care-plan-exports-title" className="flex flex-col gap-3 p-4">
      <div className="flex items-center gap-3">
        <h1 id="care-plan-exports-title" className="text-lg font-semibold text-ink">{t('enjoyLifeCare.exports.title')}</h1>
        <AppLink to={CARE_PLAN_PATH} className="ml-auto text-sm text-primary underline">{t('enjoyLifeCare.exports.back')}</AppLink>
      </div>
      <DownloadList resource={onePersonOneStrategy.name} />
    </section>
  );
}
