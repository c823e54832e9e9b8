/**
 * 年度报告 (/guideWork/annualReport): the engine's list of the reports, with the way to 自动生成年度报告 (the
 * spec's `auto`) above it for a user who may add reports.
 */
import { annualReport } from '../../../model/resources/annualReport.ts';
import { CrudList } from '../../crud/index.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { liaisonPages } from '../../../model/i18n/liaisonPages.ts';

const BASE = '/guideWork/annualReport';

export default function AnnualReportListPage({ query }: PageProps) {
  const t = useT(liaisonPages);
  const can = usePermissions();
  return (
    <div className="flex flex-col">
      {can(annualReport.permissions.add) ? (
        <nav aria-label={t('liaisonPages.report.links')} className="flex justify-end px-4 pt-3">
          <AppLink to={`${BASE}/auto`} className="text-sm text-primary hover:underline">{t('liaisonPages.report.auto')}</AppLink>
        </nav>
      ) : null}
      <CrudList resource={annualReport} basePath={BASE} params={{}} query={query} />
    </div>
  );
}
