/**
 * /retiredVeteranCadres/statisticalAnalysis/analysis (趋势分析): counts year by year along a date of the
 * archive (retirement, start of work, joining the party), split by a dimension the user chooses.
 */
import { useMemo, useState } from 'react';
import { fieldOf } from '../../../../model/resource/fields.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { useT } from '../../../i18n/locale.ts';
import { dimensionTitle } from './dimensionTexts.ts';
import { StatisticsPage } from './StatisticsPage.tsx';
import { yearRange, type TrendMeasure } from './trend.ts';
import { recentYears, TrendControls, type TrendChoice } from './TrendControls.tsx';
import { TrendPanel } from './TrendPanel.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

function Trend() {
  const t = useT(cadrePages);
  const [choice, setChoice] = useState<TrendChoice>(() => ({ field: 'retirementDate', dimension: 'retirementSex', ...recentYears() }));
  const years = useMemo(() => yearRange(choice.from, choice.to)!, [choice.from, choice.to]);
  const measures = useMemo<TrendMeasure[]>(() => [{ key: choice.dimension, dimension: choice.dimension, field: choice.field, split: true }], [choice.dimension, choice.field]);
  const title = t('cadrePages.stats.trend.title', { field: t.label(fieldOf(cadre, choice.field)!.label), dimension: dimensionTitle(t, choice.dimension) });
  return (
    <>
      <TrendControls value={choice} onApply={setChoice} choose />
      <TrendPanel title={title} measures={measures} years={years} />
    </>
  );
}

export default function TrendAnalysisPage() {
  return (
    <StatisticsPage path="/retiredVeteranCadres/statisticalAnalysis/analysis">
      <Trend />
    </StatisticsPage>
  );
}
