/**
 * /retiredVeteranCadres/statisticalAnalysis/summary (汇总统计): totals by city (chart and table) and by
 * county (the counties of the cities with people), each table with its export.
 */
import { DimensionPanel } from './DimensionPanel.tsx';
import { countiesWithPeople, figuresOf } from './figuresOf.ts';
import type { DimensionName } from './statisticsApi.ts';
import { StatisticsPage } from './StatisticsPage.tsx';
import { useFigures } from './useFigures.ts';
import { WhenLoaded } from './WhenLoaded.tsx';

const DIMS: readonly DimensionName[] = ['city', 'county'];

function Totals() {
  const loaded = useFigures(DIMS);
  return (
    <WhenLoaded loaded={loaded}>
      {(all) => (
        <>
          <DimensionPanel figures={figuresOf(all, 'city')} kinds={['bar', 'pie']} />
          <DimensionPanel figures={figuresOf(all, 'county')} keep={countiesWithPeople(figuresOf(all, 'city'))} />
        </>
      )}
    </WhenLoaded>
  );
}

export default function SummaryStatisticsPage() {
  return (
    <StatisticsPage path="/retiredVeteranCadres/statisticalAnalysis/summary">
      <Totals />
    </StatisticsPage>
  );
}
