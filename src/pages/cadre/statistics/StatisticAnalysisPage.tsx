/**
 * /retiredCadres/statisticAnalysis (统计分析): one dimension at a time, chosen by the user, as a bar or pie
 * chart beside its table, and its trend over the last years by retirement date.
 */
import { useId, useMemo, useState } from 'react';
import { fieldOf } from '../../../../model/resource/fields.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { useT } from '../../../i18n/locale.ts';
import { Select } from '../../../ui/select.tsx';
import { CHART_DIMENSIONS } from './chartSpec.ts';
import { DimensionPanel } from './DimensionPanel.tsx';
import { dimensionTitle } from './dimensionTexts.ts';
import type { DimensionName } from './statisticsApi.ts';
import { StatisticsPage } from './StatisticsPage.tsx';
import { yearRange, type TrendMeasure } from './trend.ts';
import { recentYears } from './TrendControls.tsx';
import { TrendPanel } from './TrendPanel.tsx';
import { useFigures } from './useFigures.ts';
import { WhenLoaded } from './WhenLoaded.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

function Analysis() {
  const t = useT(cadrePages);
  const id = useId();
  const [dimension, setDimension] = useState<DimensionName>('retirementSex');
  const dims = useMemo(() => [dimension], [dimension]);
  const loaded = useFigures(dims);
  const years = useMemo(() => {
    const { from, to } = recentYears();
    return yearRange(from, to)!;
  }, []);
  const measures = useMemo<TrendMeasure[]>(() => [{ key: dimension, dimension, field: 'retirementDate', split: true }], [dimension]);
  const title = dimensionTitle(t, dimension);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 rounded bg-surface p-4 shadow-sm">
        <label htmlFor={`${id}-dimension`} className="text-sm text-ink">{t('cadrePages.stats.dimension')}</label>
        <Select
          id={`${id}-dimension`}
          className="w-72"
          value={dimension}
          onValueChange={(v) => setDimension(v as DimensionName)}
          options={CHART_DIMENSIONS.map((name) => ({ value: name, label: dimensionTitle(t, name) }))}
        />
      </div>
      <WhenLoaded loaded={loaded}>{([figures]) => (figures ? <DimensionPanel figures={figures} kinds={['bar', 'pie']} /> : null)}</WhenLoaded>
      <TrendPanel
        title={t('cadrePages.stats.trend.title', { field: t.label(fieldOf(cadre, 'retirementDate')!.label), dimension: title })}
        measures={measures}
        years={years}
      />
    </>
  );
}

export default function StatisticAnalysisPage() {
  return (
    <StatisticsPage path="/retiredCadres/statisticAnalysis">
      <Analysis />
    </StatisticsPage>
  );
}
