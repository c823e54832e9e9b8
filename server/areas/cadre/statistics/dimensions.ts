/**
 * The dimensions of the archive's statistics (domain.md §3.12): each is one SQL key expression that puts
 * a cadre in at most one group (NULL: not filled in), and per group the list filter of the engine's cadre
 * list that selects the same people. Counting and drilling down use the same expression, so a number is
 * always the size of its drill-down list. Migration 029 (cadre_figure_rows) keeps the same keys per
 * organisation for requests without filters (cadreFigures.ts); test/cadre/statisticsAggregate.test.ts compares.
 */
import { addYears } from '../../../../model/resources/cadreDates.ts';
import { CITIES, PROVINCE } from '../../../../model/zhejiang.ts';
import type { SqlParams } from '../../../engine/sqlParams.ts';

export interface GroupDef {
  key: string;
  /** A fixed label, or the dictionary item's label of `dictCode` in `dict`. */
  label?: string;
  dict?: string;
  dictCode?: string;
  /**
   * Query parameters of GET /cadre that list exactly this group (with the request's own filters); null
   * when the engine's filters cannot say it (the drill-down endpoint still can).
   */
  filter: Record<string, string> | null;
}

export interface Dimension {
  name: string;
  label: string;
  /** The group key of a row of `cadre t`; NULL for people whose field is not filled in. */
  keySql(p: SqlParams, today: string): string;
  /** Extra condition of the people this dimension counts at all (revolution periods: 离休 only). */
  baseSql?: string;
  baseFilter?: Record<string, string>;
  groups(today: string): GroupDef[];
  /** Cross tables: group keys are `row:column`; these are the row and column headings. */
  cross?: { rows: GroupDef[]; columns: GroupDef[] };
}

const dictGroups = (dict: string, field: string, codes: string[]): GroupDef[] => codes.map((code) => ({ key: code, dict, dictCode: code, filter: { [field]: code } }));
const inList = (codes: readonly string[]) => codes.map((c) => `'${c}'`).join(', ');

const RETIREMENT = ['1', '2', '3', '9'];
const SEXES = ['1', '2'];
const TREATMENT = [
  { key: 'province', label: '省部级', codes: ['1', '2'] },
  { key: 'bureau', label: '厅局级', codes: ['3', '4'] },
  { key: 'county', label: '县处级', codes: ['5', '6'] },
  { key: 'section', label: '科级及以下', codes: ['7', '8', '9'] },
];
const UNIT_NATURE = ['1', '2', '3', '4', '5', '9'];
const PARTY = ['01', '02'];
const NON_PARTY = ['03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13'];
const AGE_BANDS = [0, 60, 70, 80, 90, 100];
const CITY_CODES = [PROVINCE.code, ...CITIES.map((c) => c.code)];

/** Birth dates of people aged at least `years` on `today` are on or before this day. */
const bornBy = (today: string, years: number) => addYears(today, -years);
/** The birth dates bounding the age bands on `today`, youngest first (cadre_figure_day.born_by, migration 029). */
export const ageBounds = (today: string) => AGE_BANDS.slice(1).map((age) => bornBy(today, age));
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export const DIMENSIONS: readonly Dimension[] = [
  {
    name: 'retirementSex',
    label: '离退休类型与性别',
    keySql: () => `t.retirement_type || ':' || coalesce(t.sex, '')`,
    groups: () => RETIREMENT.flatMap((r) => SEXES.map((s) => ({ key: `${r}:${s}`, filter: { retirementType: r, sex: s } }))),
    cross: { rows: dictGroups('retirement_type', 'retirementType', RETIREMENT), columns: dictGroups('sex', 'sex', SEXES) },
  },
  {
    name: 'treatmentLevel',
    label: '现享受待遇',
    keySql: () => `CASE ${TREATMENT.map((g) => `WHEN t.treatment_level IN (${inList(g.codes)}) THEN '${g.key}'`).join(' ')} END`,
    groups: () => TREATMENT.map((g) => ({ key: g.key, label: g.label, filter: { treatmentLevel: g.codes.join(',') } })),
  },
  {
    name: 'revolutionPeriod',
    label: '参加革命工作时期（离休干部）',
    baseSql: `t.retirement_type = '1'`,
    baseFilter: { retirementType: '1' },
    keySql: () => `CASE WHEN t.revolution_period IN (${inList(['1', '2', '3', '4'])}) THEN t.revolution_period END`,
    groups: () => dictGroups('revolution_period', 'revolutionPeriod', ['1', '2', '3', '4']),
  },
  {
    name: 'unitNature',
    label: '单位性质',
    keySql: () => `CASE WHEN t.unit_nature IN (${inList(UNIT_NATURE)}) THEN t.unit_nature END`,
    groups: () => dictGroups('unit_nature', 'unitNature', UNIT_NATURE),
  },
  {
    name: 'party',
    label: '党员情况',
    keySql: () =>
      `CASE WHEN t.political_status IN (${inList(PARTY)}) THEN CASE t.retirement_type WHEN '1' THEN 'lixiu' WHEN '2' THEN 'tuixiu' ELSE 'otherMember' END
            WHEN t.political_status IN (${inList(NON_PARTY)}) THEN 'nonMember' END`,
    groups: (): GroupDef[] => [
      { key: 'lixiu', label: '离休党员', filter: { retirementType: '1', politicalStatus: PARTY.join(',') } },
      { key: 'tuixiu', label: '退休党员', filter: { retirementType: '2', politicalStatus: PARTY.join(',') } },
      { key: 'otherMember', label: '其他党员', filter: { retirementType: '3,9', politicalStatus: PARTY.join(',') } },
      { key: 'nonMember', label: '非中共党员', filter: { politicalStatus: NON_PARTY.join(',') } },
    ],
  },
  {
    name: 'ageBand',
    label: '年龄段',
    keySql: (p, today) => {
      const bands = ageBounds(today).map((bound, i) => `WHEN t.date_of_birth > ${p.add(bound)}::date THEN '${AGE_BANDS[i]}'`);
      return `CASE WHEN t.date_of_birth IS NULL THEN NULL ${bands.join(' ')} ELSE '100' END`;
    },
    groups: (today) =>
      AGE_BANDS.map((from, i) => {
        const to = AGE_BANDS[i + 1];
        const filter = {
          ...(to ? { dateOfBirth_from: dayAfter(bornBy(today, to)) } : {}),
          ...(from > 0 ? { dateOfBirth_to: bornBy(today, from) } : {}),
        };
        return { key: String(from), label: to ? (from === 0 ? '60岁以下' : `${from}-${to - 1}岁`) : '100岁及以上', filter };
      }),
  },
  {
    name: 'city',
    label: '地市',
    keySql: () => `CASE WHEN t.org_area IN (${inList(CITY_CODES)}) THEN t.org_area END`,
    groups: () => dictGroups('org_area', 'orgArea', CITY_CODES),
  },
  {
    name: 'county',
    label: '县（市、区）',
    keySql: () => `coalesce(t.county_code, 'direct')`,
    groups: () => [
      ...CITIES.flatMap((city) => city.counties.map((c) => ({ key: c.code, label: `${city.name}${c.name}`, filter: { countyCode: c.code } }))),
      // Units of the province and the cities themselves belong to no county: drilled down by key only.
      { key: 'direct', label: '省直及市直单位', filter: null },
    ],
  },
];

export function dimensionByName(name: string): Dimension | undefined {
  return DIMENSIONS.find((d) => d.name === name);
}
