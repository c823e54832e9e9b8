/**
 * GET monitoring-center: the cockpit's summary of every area's key figures within the user's scope (and of
 * `?city=`), as of the moment counted: cadres, work records, volunteers and their hours, lecturers and lectures,
 * talents, volunteer activities and news; 银耀之江's figures by city (the 11 cities: what the province's own
 * units file counts in the totals only) and the trend by month of activities, lectures and news (12 months up to
 * the latest with records, endMonth); talents and
 * volunteers by state. A kind the user may not view is null in `figures` and 0 elsewhere.
 */
import type { CityFigures, CockpitFigures, MonitoringCenter, StateCounts } from '../../../model/cockpit.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { CITIES } from '../../../model/zhejiang.ts';
import { COUNTED } from '../workRecord/statistics.ts';
import { figureCounts, VISIBLE } from '../cadre/statistics/cadreFigures.ts';
import { column, countBy, countByCity, countByMonth, def, endMonth, lastMonths, mayView, tally, type Counting, type Tally } from './cockpitCounts.ts';

const NONE: Tally = { count: 0, sum: '0.0' };

/** The kinds of 银耀之江 counted by city, with the field summed where there is one. */
const BY_CITY = {
  volunteers: ['volunteerPerson', 'serviceHours'],
  lecturers: ['redLecturer', undefined],
  lectures: ['redLecture', undefined],
  talents: ['talentDeclare', undefined],
  activities: ['voluntaryremittance', undefined],
} as const;
type CityKind = keyof typeof BY_CITY;

async function visibleTally(c: Counting, d: ResourceDef, sumOf?: string): Promise<Tally | null> {
  return mayView(c.principal, d) ? tally(c, d, sumOf) : null;
}

/** The cadres in scope: from the archive's maintained counts (cadreFigures.ts) when they can say. */
async function cadreTally(c: Counting): Promise<Tally | null> {
  if (!mayView(c.principal, def('cadre'))) return null;
  const rows = await figureCounts(c.db, c.principal, { classes: VISIBLE, dims: ['retirementSex'], city: c.city });
  return rows ? { count: rows.reduce((n, r) => n + r.n, 0), sum: '0.0' } : tally(c, def('cadre'));
}

async function figuresOf(c: Counting): Promise<CockpitFigures> {
  const works = COUNTED.filter((k) => mayView(c.principal, k.def));
  const [cadres, workTallies, volunteers, lecturers, lectures, talents, activities, news] = await Promise.all([
    cadreTally(c),
    Promise.all(works.map((k) => tally(c, k.def))),
    visibleTally(c, def('volunteerPerson'), 'serviceHours'),
    visibleTally(c, def('redLecturer')),
    visibleTally(c, def('redLecture')),
    visibleTally(c, def('talentDeclare')),
    visibleTally(c, def('voluntaryremittance')),
    visibleTally(c, def('newsTrends')),
  ]);
  return {
    cadres: cadres?.count ?? null,
    workRecords: works.length ? workTallies.reduce((n, w) => n + w.count, 0) : null,
    volunteers: volunteers?.count ?? null,
    serviceHours: volunteers?.sum ?? null,
    lecturers: lecturers?.count ?? null,
    lectures: lectures?.count ?? null,
    talents: talents?.count ?? null,
    activities: activities?.count ?? null,
    news: news?.count ?? null,
  };
}

async function byCityOf(c: Counting): Promise<CityFigures[]> {
  const kinds = Object.keys(BY_CITY) as CityKind[];
  const counted = await Promise.all(kinds.map((kind) => {
    const [name, sumOf] = BY_CITY[kind];
    const d = def(name);
    return mayView(c.principal, d) ? countByCity(c, d, sumOf) : Promise.resolve(new Map<string, Tally>());
  }));
  const of = (kind: CityKind, city: string) => counted[kinds.indexOf(kind)]!.get(city) ?? NONE;
  return CITIES.map((city) => ({
    code: city.code,
    name: city.name,
    volunteers: of('volunteers', city.code).count,
    serviceHours: of('volunteers', city.code).sum,
    lecturers: of('lecturers', city.code).count,
    lectures: of('lectures', city.code).count,
    talents: of('talents', city.code).count,
    activities: of('activities', city.code).count,
  }));
}

async function monthly(c: Counting, name: string, dateField: string, months: readonly string[]): Promise<number[]> {
  const d = def(name);
  return mayView(c.principal, d) ? countByMonth(c, d, dateField, months) : months.map(() => 0);
}

async function statesOf(c: Counting, name: string): Promise<StateCounts> {
  const d = def(name);
  const lifecycle = d.lifecycle!;
  const found = mayView(c.principal, d) ? await countBy(c, d, column(d, lifecycle.field)) : new Map<string, Tally>();
  return {
    resource: name,
    states: Object.entries(lifecycle.states).map(([state, s]) => ({ state, label: s.label, count: found.get(state)?.count ?? 0 })),
  };
}

export async function monitoringCenter(c: Counting): Promise<MonitoringCenter> {
  const asOf = new Date().toISOString();
  const trended = [['voluntaryremittance', 'activityDate'], ['redLecture', 'lectureDate'], ['newsTrends', 'publishTime']] as const;
  const months = lastMonths(await endMonth(c, trended.map(([name, field]) => [def(name), field] as const)));
  const [figures, byCity, [activities, lectures, news], byState] = await Promise.all([
    figuresOf(c),
    byCityOf(c),
    Promise.all(trended.map(([name, field]) => monthly(c, name, field, months))),
    Promise.all([statesOf(c, 'talentDeclare'), statesOf(c, 'volunteerPerson')]),
  ]);
  return { asOf, city: c.city, figures, byCity, trend: { months, activities: activities!, lectures: lectures!, news: news! }, byState };
}
