/**
 * Demo cadres with their whole archive, deterministic for a seed: real-looking names, ID numbers whose
 * region is the managing unit's county and whose check character is right, births 1925–1965, 离休 only
 * for work started by 1949-09, about 15% deceased (with death records and some survivors), families,
 * résumés, health records and the rarer records in realistic proportions. Generated batch by batch, in
 * order, so that a million cadres never sit in memory at once (docs/cadre.md, "Seed").
 */
import { checkCharacter } from '../../model/idCard.ts';
import { CITIES } from '../../model/zhejiang.ts';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import type { OrgRow } from './organisations.ts';
import { FEMALE, MALE, SURNAMES } from './personName.ts';
import { createRandom, type Random } from './random.ts';
import { recountFigures } from '../areas/cadre/statistics/cadreFigures.ts';

/** Generation is relative to this day, not to the clock: the same seed gives the same data any day. */
export const SEED_REFERENCE_DATE = '2025-06-30';

const UNITS = ['县委组织部', '县人民政府办公室', '市教育局', '县人民医院', '乡人民政府', '县供销合作社', '市财政局', '县公安局', '中学', '县农业局'];
const POSTS = ['科员', '副科长', '科长', '副主任', '主任', '副局长', '局长', '教师', '医师', '干事'];
const HOSPITALS = ['浙江省人民医院', '浙江大学医学院附属第一医院', '市第一人民医院', '县人民医院', '县中医院'];

/** Rows of one batch, by table, in insertion order (parents first). */
export type CadreRows = Record<string, Row[]>;
export const CADRE_TABLES = [
  'cadre', 'cadre_family', 'cadre_family_member', 'cadre_resume', 'cadre_talent', 'cadre_health_record', 'cadre_health_followup',
  'cadre_death', 'cadre_survivor', 'cadre_will', 'cadre_other', 'cadre_rural_pairing',
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (d: Date) => d.toISOString().slice(0, 10);
const month = (date: string) => date.slice(0, 7);

function addDays(date: string, days: number): string {
  return iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
}

function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5);
  return `${y}-${md === '02-29' ? '02-28' : md}`;
}

/** The county whose code an ID issued for this unit carries (city and province units: a district of theirs). */
function countyOf(org: OrgRow, random: Random): string {
  if (!org.region_code.endsWith('00')) return org.region_code;
  const city = CITIES.find((c) => c.code === org.region_code) ?? CITIES[0]!;
  return random.pick(city.counties).code;
}

function revolutionPeriod(workStart: string): string {
  if (workStart < '1937-07') return '1';
  if (workStart <= '1942-12') return '2';
  if (workStart <= '1945-08') return '3';
  return '4';
}

/** Treatment level (1–9) that goes with a job level, sometimes raised (提高待遇) one step. */
const TREATMENT_OF_JOB: Record<string, string> = { '111': '1', '112': '2', '121': '3', '122': '4', '131': '5', '132': '6', '141': '7', '142': '8', '150': '9', '160': '9' };

export interface CadreGenerator {
  /** The next `count` cadres with their archives, filed under `org` when given (else any managing unit). */
  next(count: number, org?: OrgRow): CadreRows;
}

export function cadreGenerator(orgs: readonly OrgRow[], seed: number): CadreGenerator {
  const random = createRandom(seed ^ 0x5eed);
  // Cadres are filed under units and the county bureaus themselves, not the province or city bureaus.
  const managing = orgs.filter((o) => o.kind === 'unit' || o.kind === 'county');
  // ID numbers must be unique: a sequence per (county, birth date) instead of a random one.
  const sequences = new Map<string, number>();
  const today = SEED_REFERENCE_DATE;

  function idCard(county: string, birth: string, sex: '1' | '2'): string {
    const key = county + birth;
    const n = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, n);
    const first17 = `${county}${birth.replaceAll('-', '')}${pad(((n * 2 + (sex === '1' ? 1 : 0)) % 1000), 3)}`;
    return first17 + checkCharacter(first17);
  }

  function one(out: CadreRows, filedUnder?: OrgRow): void {
    const org = filedUnder ?? random.pick(managing);
    const lixiu = random.next() < 0.03;
    const birthYear = lixiu ? random.int(1925, 1931) : random.weighted([[random.int(1932, 1944), 3], [random.int(1945, 1954), 4], [random.int(1955, 1965), 4]] as const);
    const birth = `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    const sex: '1' | '2' = random.next() < (birthYear < 1945 ? 0.78 : 0.62) ? '1' : '2';
    const name = random.pick([...SURNAMES]) + random.pick(sex === '1' ? MALE : FEMALE);
    const id = random.id();
    const workStart = lixiu ? `${random.int(Math.max(birthYear + 15, 1938), 1949)}-${pad(random.int(1, 9))}` : month(addYears(birth, random.int(17, 24)));
    const retireAt = addYears(birth, lixiu ? random.int(58, 62) : sex === '1' ? 60 : 55);
    const retired = retireAt <= today;
    const job = random.weighted([['121', 1], ['122', 3], ['131', 8], ['132', 14], ['141', 20], ['142', 18], ['150', 26], ['160', 10]] as const);
    const treatment = random.next() < 0.15 && Number(TREATMENT_OF_JOB[job]) > 1 ? String(Number(TREATMENT_OF_JOB[job]) - 1) : TREATMENT_OF_JOB[job]!;
    const member = random.next() < (lixiu ? 0.95 : 0.66);
    const deceased = random.next() < (birthYear < 1935 ? 0.45 : birthYear < 1950 ? 0.16 : 0.05);
    const deathDate = deceased ? addDays(addYears(birth, random.int(66, 92)), random.int(0, 364)) : null;
    const dieDate = deathDate && deathDate < today ? deathDate : deceased ? addDays(today, -random.int(1, 900)) : null;
    out.cadre!.push({
      id, real_name: name, id_card: idCard(countyOf(org, random), birth, sex), sex, date_of_birth: birth,
      nation: random.next() < 0.97 ? '01' : random.pick(['22', '03', '11']), native_place: `浙江${org.name.slice(0, 2)}`,
      political_status: member ? '01' : random.pick(['13', '13', '05', '07']), party_join_date: member ? month(addYears(birth, random.int(19, 34))) : null,
      work_start_date: workStart, retirement_type: lixiu ? '1' : retired ? '2' : '9', retirement_date: retired || lixiu ? month(retireAt) : null,
      revolution_period: lixiu ? revolutionPeriod(workStart) : null, original_unit_and_position: `${org.name} ${random.pick(POSTS)}`,
      original_unit_nature: random.weighted([['1', 5], ['3', 4], ['4', 2]] as const), job_level: job, treatment_level: treatment,
      medical_treatment: lixiu ? '4' : random.pick(['3', '5', '5']), education: random.pick(['21', '31', '41', '61', '71', '81']),
      manage_org_id: org.id, unit_nature: random.weighted([['1', 5], ['2', 1], ['3', 3], ['4', 1]] as const), org_area: org.city_code,
      county_code: org.region_code.endsWith('00') ? null : org.region_code, phone: `1${random.pick(['3', '5', '8'])}${pad(random.int(0, 999_999_999), 9)}`,
      home_address: `${org.name.slice(0, 3)}${random.int(1, 300)}号`, health_status: random.pick(['10', '20', '31', '37', '30']),
      statistic_flag: '1', is_reminder: !deceased, birthday_calendar: birthYear < 1935 ? '1' : '0', data_source: 'manual', status: deceased ? 'deceased' : 'normal', death_date: dieDate,
    });
    const sub = (table: string, row: Row) => out[table]!.push({ id: random.id(), cadre_id: id, cadre_name: name, ...row });
    const married = random.next() < 0.92;
    if (random.next() < 0.9) {
      sub('cadre_family', {
        home_address: `${org.name.slice(0, 3)}${random.int(1, 300)}号`, marital_status: married ? '20' : random.pick(['30', '40']),
        living_status: random.pick(['1', '1', '2', '3']), children_num: random.int(0, 4), spouse_name: married ? random.pick([...SURNAMES]) + random.pick(sex === '1' ? FEMALE : MALE) : null,
        spouse_sex: married ? (sex === '1' ? '2' : '1') : null, spouse_is_dead: false,
      });
    }
    for (let c = random.int(0, 3); c > 0; c--) {
      const daughter = random.next() < 0.5;
      sub('cadre_family_member', {
        name: name[0] + random.pick(daughter ? FEMALE : MALE), relation: daughter ? '30' : '20', sex: daughter ? '2' : '1',
        birth_date: addYears(birth, random.int(24, 36)), present_situation: random.pick(['1', '1', '2']), sort_no: c,
      });
    }
    let start = workStart;
    const last = month(retired || lixiu ? retireAt : today);
    for (let p = random.int(2, 3); p > 0 && start < last; p--) {
      const end = p === 1 ? last : month(addYears(`${start}-01`, random.int(5, 15)));
      sub('cadre_resume', { start_date: start, end_date: end < last ? end : last, unit_name: org.name.slice(0, 3) + random.pick(UNITS), post: random.pick(POSTS), post_category: random.pick(['1', '2']) });
      start = end;
    }
    if (random.next() < 0.08) sub('cadre_talent', { specialty: random.pick(['书法', '摄影', '中医保健', '法律咨询', '农业技术', '党史宣讲']), talent_type: String(random.int(1, 7)), willing_to_serve: true });
    if (random.next() < 0.6) {
      const recordId = random.id();
      out.cadre_health_record!.push({ id: recordId, cadre_id: id, cadre_name: name, health_status: random.pick(['10', '20', '31', '37']), near_hospital: random.pick(HOSPITALS), last_exam_date: addDays(today, -random.int(10, 700)) });
      for (let f = random.int(0, 2); f > 0; f--) {
        const sbp = random.int(110, 165);
        sub('cadre_health_followup', { health_record_id: recordId, visit_date: addDays(today, -random.int(1, 600)), sbp, dbp: sbp - random.int(35, 60), heart_rate: random.int(58, 95), suggest: '规律服药，清淡饮食，适量运动' });
      }
    }
    if (dieDate) {
      sub('cadre_death', { die_date: dieDate, die_reason: '1', farewell: random.pick(['1', '2', '3']), consolation_date: addDays(dieDate, random.int(10, 60)), consolation_person: name[0] + random.pick(MALE) });
      if (married && random.next() < 0.5) sub('cadre_survivor', { name: random.pick([...SURNAMES]) + random.pick(sex === '1' ? FEMALE : MALE), relation: '10', is_dependent: true, subsidy_standard: '800.00', subsidy_start: month(addDays(dieDate, 31)), subsidy_status: '1' });
    }
    if (random.next() < 0.03) sub('cadre_will', { has_will: true, will_date: addDays(addYears(birth, 70), random.int(0, 900)), funeral_wish: ['1'], keeper: name[0] + random.pick(MALE), is_confidential: random.next() < 0.5 });
    if (random.next() < 0.08) {
      const category = random.pick(['1', '2', '3']);
      sub('cadre_other', category === '1' ? { category, social_group: '县老年体育协会', post: '副会长' } : category === '2' ? { category, resettlement_unit: '杭州市西湖区' } : { category, is_province: random.pick(['1', '2']), address: '上海市浦东新区' });
    }
    if (member && random.next() < 0.03) sub('cadre_rural_pairing', { rural_branch_name: `${org.name.slice(0, 3)}某村党支部`, rural_member_name: random.pick([...SURNAMES]) + random.pick(MALE), pair_date: addDays(today, -random.int(30, 1500)), is_active: true });
  }

  return {
    next(count, org) {
      const out = Object.fromEntries(CADRE_TABLES.map((t) => [t, [] as Row[]])) as CadreRows;
      for (let i = 0; i < count; i++) one(out, org);
      return out;
    },
  };
}

/** Inserts one batch, parents first, through the bulk JSON insert of both engines. */
export async function insertCadreRows(q: Queryable, rows: CadreRows): Promise<number> {
  let written = 0;
  for (const table of CADRE_TABLES) {
    // Rows of a table differ in which columns they fill: group by shape so that each insert lists its columns.
    const shapes = new Map<string, Row[]>();
    for (const row of rows[table] ?? []) {
      const key = Object.keys(row).join(',');
      const group = shapes.get(key);
      if (group) group.push(row);
      else shapes.set(key, [row]);
    }
    for (const group of shapes.values()) await insertRows(q, table, group, 5000);
    written += rows[table]?.length ?? 0;
  }
  return written;
}

/** Cadres a first start writes: enough to try every page, few enough to start in a few seconds. */
export const DEMO_CADRES = 2000;

/**
 * A large archive in several transactions of `batch` cadres each: one giant transaction would hold every
 * row's lock and WAL until the end. A cadre_seed_run row says how far it got; completed_at is set only
 * after the last batch committed, so an interrupted seed is recognisable (and `--reset` starts over).
 */
export async function seedManyCadres(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>; exec(sql: string): Promise<void> },
  orgs: readonly OrgRow[],
  options: { count: number; seed: number; batch?: number; onProgress?: (done: number, rows: number) => void },
): Promise<{ cadres: number; rows: number }> {
  const generator = cadreGenerator(orgs, options.seed);
  const batch = options.batch ?? 20_000;
  const runId = `seed-${options.seed}-${options.count}`;
  await db.transaction((tx) => tx.query('INSERT INTO cadre_seed_run (id, cadres, seed) VALUES ($1, $2, $3)', [runId, options.count, options.seed]));
  let rows = 0;
  for (let done = 0; done < options.count; ) {
    const n = Math.min(batch, options.count - done);
    rows += await db.transaction((tx) => insertCadreRows(tx, generator.next(n)));
    done += n;
    options.onProgress?.(done, rows);
  }
  await db.transaction(async (tx) => {
    await tx.query('UPDATE cadre_seed_run SET completed_at = now() WHERE id = $1', [runId]);
    // Each batch's triggers appended its deltas to the maintained counts: one recount leaves one row a key.
    await recountFigures(tx);
  });
  // The batches' deltas, deleted by the recount, left the maintained counts' table and index mostly empty pages,
  // which every figure read of home, the statistics and the cockpit went through (docs/performance.md, session 33).
  await db.exec('VACUUM FULL cadre_figure');
  // Fresh statistics for the planner, and the visibility map that index-only scans (statistics) need.
  await db.exec('VACUUM ANALYZE');
  return { cadres: options.count, rows };
}
