/**
 * /retiredCadres/tabulateStatistics (统计报表): every dimension as a table (the retirement type × sex cross
 * table first), each with its own export, and the export of all of them; counties of the cities with people.
 */
import { DimensionPanel } from './DimensionPanel.tsx';
import { countiesWithPeople, figuresOf } from './figuresOf.ts';
import { DIMENSIONS } from './statisticsApi.ts';
import { StatisticsPage } from './StatisticsPage.tsx';
import { useFigures } from './useFigures.ts';
import { WhenLoaded } from './WhenLoaded.tsx';

function Tables() {
  const loaded = useFigures(DIMENSIONS);
  return (
    <WhenLoaded loaded={loaded}>
      {(all) => (
        <div className="grid gap-4 2xl:grid-cols-2">
          {all.map((figures) => (
            <DimensionPanel key={figures.dimension} figures={figures} keep={figures.dimension === 'county' ? countiesWithPeople(figuresOf(all, 'city')) : undefined} />
          ))}
        </div>
      )}
    </WhenLoaded>
  );
}

export default function TabulateStatisticsPage() {
  return (
    <StatisticsPage path="/retiredCadres/tabulateStatistics" exportAll>
      <Tables />
    </StatisticsPage>
  );
}
