/**
 * /retiredVeteranCadres/statisticalAnalysis/record (统计台账): the register behind the figures, i.e. every
 * person the statistics count under the page's filters, as the drill-down of the grand total lists them.
 */
import { useId } from 'react';
import { encodeForm } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { DrillDownList } from './DrillDownList.tsx';
import { useStatisticsContext } from './statisticsContext.ts';
import { StatisticsPage } from './StatisticsPage.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { platform } from '../../../../model/i18n/platform.ts';

function Register() {
  const t = useT(cadrePages, platform);
  const id = useId();
  const { filters, version, drill } = useStatisticsContext();
  // The grand total of any dimension is everyone counted; retirement type × sex is the cheapest key.
  const query = encodeForm({ ...filters, group: '*' });
  const title = t('cadrePages.stats.record.title');
  return (
    <section aria-labelledby={id} className="rounded bg-surface p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {drill ? <DrillDownList key={`${query}|${version}`} dimension="retirementSex" drill={query} label={title} /> : <p className="text-sm text-muted">{t('status.403')}</p>}
    </section>
  );
}

export default function StatisticsRecordPage() {
  return (
    <StatisticsPage path="/retiredVeteranCadres/statisticalAnalysis/record">
      <Register />
    </StatisticsPage>
  );
}
