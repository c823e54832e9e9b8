/**
 * PGlite has no autovacuum: without this, the space of updated and deleted rows is never given back for reuse,
 * the visibility map is never set (so index-only scans read the table anyway), and the planner's statistics
 * age with every ordinary write (only bulk writes refresh them: refreshStatistics.ts). So once a night, at the
 * first hourly retention sweep between 02:00 and 05:00 China time (three fall in the window; the sweep at a
 * server's start does not vacuum), the database is vacuumed and analysed. It holds the one connection
 * meanwhile: a few seconds on the demo database, at an hour nobody works. PostgreSQL's autovacuum does the
 * same on its own; nothing is run there.
 */
import type { Db } from './db.ts';

/** The night's window, China time: from this hour, before that one. */
const NIGHT_FROM_HOUR = 2;
const NIGHT_UNTIL_HOUR = 5;
const CST_OFFSET_MS = 8 * 3_600_000;

/** The China-time day of each database's last vacuum, per server. */
const lastNight = new WeakMap<Db, string>();

/** Vacuums and analyses a PGlite database once per night; true when it did now. */
export async function nightlyVacuum(db: Db, now: number): Promise<boolean> {
  if (db.engine !== 'pglite') return false;
  const cst = new Date(now + CST_OFFSET_MS);
  const day = cst.toISOString().slice(0, 10);
  const hour = cst.getUTCHours();
  if (hour < NIGHT_FROM_HOUR || hour >= NIGHT_UNTIL_HOUR || lastNight.get(db) === day) return false;
  lastNight.set(db, day);
  await db.exec('VACUUM (ANALYZE)');
  return true;
}
