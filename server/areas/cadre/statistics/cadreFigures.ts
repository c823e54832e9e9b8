/**
 * The archive's maintained counts (migration 029: cadre_figure, kept by triggers on cadre): per organisation,
 * class of person and dimension key, so that the statistics pages, home's figures and the cockpit sum a few
 * thousand rows instead of scanning every cadre. docs/cadre.md "Statistics from maintained counts" says why it
 * is shaped so: deltas appended (never two writers waiting on one row), folded together now and then here; age
 * bands kept for one day at a time, recounted on the first request of a new day.
 */
import type { Principal } from '../../auth/principal.ts';
import type { Db, Queryable } from '../../../db/db.ts';
import { orgScopeSql } from '../../../engine/scope.ts';
import { SqlParams } from '../../../engine/sqlParams.ts';
import { todayCst } from '../../../../model/resources/cadreDates.ts';
import { limitTransaction } from '../../../db/statementTimeout.ts';
import { ageBounds } from './dimensions.ts';

/** c1: counted in statistics (on file, statistic flag 1); c0: on file, not counted; v: transferred or deceased. */
export type FigureClass = 'c1' | 'c0' | 'v';
/** On file: normal or abnormal, whatever the statistic flag (home's figures). */
export const ON_FILE: readonly FigureClass[] = ['c1', 'c0'];
/** Every person the archive's list shows (the cockpit). */
export const VISIBLE: readonly FigureClass[] = ['c1', 'c0', 'v'];

export interface FigureRow {
  dim: string;
  key: string;
  /** The city (sys_org.city_code) of the organisations counted, when asked by city. */
  city: string | null;
  n: number;
}

interface State {
  /** The day whose age bands cadre_figure holds, as last seen. */
  day: string | null;
  refreshing: Promise<void> | null;
  compacting: Promise<void> | null;
  /** Rows folds of this server have deleted since it last vacuumed the table. */
  foldedAway: number;
}
const states = new WeakMap<Db, State>();
const stateOf = (db: Db) => states.get(db) ?? states.set(db, { day: null, refreshing: null, compacting: null, foldedAway: 0 }).get(db)!;

/**
 * Deleted rows of folds after which the table is vacuumed: about what one bulk write (an import, a sync) leaves.
 * A vacuum makes their space reusable and their index entries go, and marks the pages all-visible, without
 * which the counts are not read from the index alone. PGlite has no autovacuum, so nothing else ever does it
 * there; PostgreSQL's would, later.
 */
export const VACUUM_AFTER_ROWS = 10_000;

/** Sets the day's age bands and counts every key afresh, in the caller's transaction (restore, seed). */
export async function recountFigures(tx: Queryable, today = todayCst()): Promise<void> {
  await tx.query('UPDATE cadre_figure_day SET as_of = $1::date, born_by = $2::date[]', [today, ageBounds(today)]);
  await tx.query('SELECT cadre_figure_recount(NULL)');
}

/** Recounts the age bands for today unless some server did already. */
export async function refreshFigureDay(db: Db, today = todayCst()): Promise<void> {
  await db.transaction(async (tx) => {
    // Maintenance once a day, not a request: a million cadres take longer than a request's time limit, and a
    // recount cut short would leave every later request of the day scanning instead.
    await limitTransaction(tx, 0);
    const moved = await tx.query(
      'UPDATE cadre_figure_day SET as_of = $1::date, born_by = $2::date[] WHERE as_of IS DISTINCT FROM $1::date RETURNING id',
      [today, ageBounds(today)],
    );
    if (moved.length) await tx.query(`SELECT cadre_figure_recount('ageBand')`);
  });
  stateOf(db).day = today;
}

/**
 * True when cadre_figure holds today's age bands. Otherwise starts the recount in the background (reads never
 * wait for it: the caller counts age bands by scanning meanwhile) and says false.
 */
async function ageBandsFresh(db: Db): Promise<boolean> {
  const state = stateOf(db);
  const today = todayCst();
  if (state.day === today) return true;
  const [row] = await db.query<{ as_of: string | null }>('SELECT as_of::text AS as_of FROM cadre_figure_day');
  if (row?.as_of === today) {
    state.day = today;
    return true;
  }
  state.refreshing ??= refreshFigureDay(db, today)
    .catch((err: unknown) => console.error('cadre_figure: age band recount failed', err))
    .finally(() => (state.refreshing = null));
  return false;
}

/**
 * Folds the rows of each key that has deltas into one (and drops keys that came to 0), and vacuums the table
 * once folds have deleted VACUUM_AFTER_ROWS rows. Correct beside any writer and any other
 * fold: a fold deletes only rows it sees and adds back exactly their sum; the day row shared orders it with a
 * recount, and one fold at a time per schema (an advisory lock, skipped when held) keeps two folds from deadlocking.
 */
export async function compactFigures(db: Db): Promise<void> {
  const folded = await db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('lgb-portal-cadre-figure:' || current_schema())) AS got`);
    if (!lock?.got) return 0;
    await tx.query('SELECT 1 FROM cadre_figure_day FOR SHARE');
    const [row] = await tx.query<{ gone: number }>(`
      WITH deltas AS (SELECT cls, dim, org_id, key FROM cadre_figure GROUP BY 1, 2, 3, 4 HAVING NOT bool_and(folded)),
      gone AS (DELETE FROM cadre_figure f USING deltas d WHERE (f.cls, f.dim, f.org_id, f.key) = (d.cls, d.dim, d.org_id, d.key) RETURNING f.*),
      added AS (
        INSERT INTO cadre_figure (org_id, cls, dim, key, n, folded)
        SELECT org_id, cls, dim, key, sum(n), true FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0)
      SELECT count(*)::int AS gone FROM gone`);
    return row?.gone ?? 0;
  });
  const state = stateOf(db);
  state.foldedAway += folded;
  if (state.foldedAway < VACUUM_AFTER_ROWS) return;
  state.foldedAway = 0;
  // Outside any transaction, as VACUUM must be; it takes no lock that readers or writers wait for.
  await db.exec('VACUUM cadre_figure');
}

function scheduleCompaction(db: Db): void {
  const state = stateOf(db);
  state.compacting ??= compactFigures(db)
    .catch((err: unknown) => console.error('cadre_figure: fold or vacuum failed', err))
    .finally(() => (state.compacting = null));
}

export interface FigureAsk {
  classes: readonly FigureClass[];
  dims: readonly string[];
  /** Only organisations of this city (sys_org.city_code). */
  city?: string | null;
  /** Group by the city of the organisation as well. */
  byCity?: boolean;
}

/**
 * The maintained counts of the principal's data scope; null when they cannot answer exactly (a scope of own
 * records, which no organisation key expresses; age bands of a day not yet recounted): then the caller scans.
 */
export async function figureCounts(db: Db, principal: Principal, ask: FigureAsk): Promise<FigureRow[] | null> {
  if (principal.scope.own && !principal.scope.all) return null;
  if (ask.dims.includes('ageBand') && !(await ageBandsFresh(db))) return null;
  const p = new SqlParams();
  const where = [`f.cls = ANY (${p.add(ask.classes)}::text[])`, `f.dim = ANY (${p.add(ask.dims)}::text[])`, orgScopeSql('f.org_id', principal.scope, p)];
  if (ask.city) where.push(`f.org_id = ANY (ARRAY (SELECT id FROM sys_org WHERE city_code = ${p.add(ask.city)}))`);
  const city = ask.byCity ? '(SELECT o.city_code FROM sys_org o WHERE o.id = f.org_id)' : 'NULL::text';
  const rows = await db.query<{ dim: string; key: string; city: string | null; n: number; folded: boolean }>(
    `SELECT f.dim, f.key, ${city} AS city, sum(f.n)::int AS n, bool_and(f.folded) AS folded FROM cadre_figure f WHERE ${where.join(' AND ')} GROUP BY 1, 2, 3`,
    p.values,
  );
  // Deltas met: folded after answering, so no reader waits for it.
  if (rows.some((r) => !r.folded)) scheduleCompaction(db);
  return rows.filter((r) => r.n !== 0).map(({ dim, key, city: c, n }) => ({ dim, key, city: c, n }));
}
