/**
 * 基础统计 (basicStatistics, statisticalAnalysis/basic, and the statisticalAnalysis entry itself): the
 * overview cards, then the main dimensions as charts beside their tables, all from one request.
 */
import { DimensionPanel } from './DimensionPanel.tsx';
import { figuresOf } from './figuresOf.ts';
import { OverviewCards } from './OverviewCards.tsx';
import type { DimensionName } from './statisticsApi.ts';
import type { StatisticsPath } from './statisticsEntries.precomputed.ts';
import { StatisticsPage } from './StatisticsPage.tsx';
import { useFigures } from './useFigures.ts';
import { WhenLoaded } from './WhenLoaded.tsx';

const DIMS: readonly DimensionName[] = ['retirementSex', 'ageBand', 'treatmentLevel', 'party', 'city'];

function BasicPanels() {
  const loaded = useFigures(DIMS);
  return (
    <WhenLoaded loaded={loaded}>
      {(all) => (
        <>
          <OverviewCards figures={figuresOf(all, 'retirementSex')} />
          <DimensionPanel figures={figuresOf(all, 'retirementSex')} kinds={['bar', 'pie']} />
          <DimensionPanel figures={figuresOf(all, 'ageBand')} kinds={['bar', 'pie']} />
          <div className="grid gap-4 2xl:grid-cols-2">
            <DimensionPanel figures={figuresOf(all, 'treatmentLevel')} kinds={['pie', 'bar']} />
            <DimensionPanel figures={figuresOf(all, 'party')} kinds={['pie', 'bar']} />
          </div>
          <DimensionPanel figures={figuresOf(all, 'city')} kinds={['bar']} />
        </>
      )}
    </WhenLoaded>
  );
}

export function BasicStatistics({ path }: { path: StatisticsPath }) {
  return (
    <StatisticsPage path={path} exportAll>
      <BasicPanels />
    </StatisticsPage>
  );
}
