/**
 * /retiredVeteranCadres/statisticalAnalysis/registrationStatistics (登记统计): how the register changed year
 * by year: people who retired in the year (the deceased among them still counted: they were registered)
 * and people who died in it, both within the page's filters.
 */
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { StatisticsPage } from './StatisticsPage.tsx';
import { yearRange, type TrendMeasure } from './trend.ts';
import { recentYears, TrendControls, type TrendChoice } from './TrendControls.tsx';
import { TrendPanel } from './TrendPanel.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

function Registrations() {
  const t = useT(cadrePages);
  const [choice, setChoice] = useState<TrendChoice>(() => ({ field: 'retirementDate', dimension: 'retirementSex', ...recentYears() }));
  const years = useMemo(() => yearRange(choice.from, choice.to)!, [choice.from, choice.to]);
  const measures = useMemo<TrendMeasure[]>(
    () => [
      { key: 'added', dimension: 'retirementSex', field: 'retirementDate', filters: { status: 'normal,abnormal,deceased' }, split: false, label: t('cadrePages.stats.registration.added') },
      { key: 'died', dimension: 'retirementSex', field: 'deathDate', filters: { status: 'deceased' }, split: false, label: t('cadrePages.stats.registration.died') },
    ],
    [t],
  );
  return (
    <>
      <TrendControls value={choice} onApply={setChoice} />
      <TrendPanel title={t('cadrePages.stats.registration.title')} note={t('cadrePages.stats.registration.note')} measures={measures} years={years} />
    </>
  );
}

export default function RegistrationStatisticsPage() {
  return (
    <StatisticsPage path="/retiredVeteranCadres/statisticalAnalysis/registrationStatistics">
      <Registrations />
    </StatisticsPage>
  );
}
