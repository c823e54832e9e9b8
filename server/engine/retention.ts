/**
 * The retention sweep, run at start and every hour (an unref'd timer, stopped with the server): purges
 * recycle-bin records older than their declaration's retentionDays (operation log by the system actor),
 * expires export files, import files and rows past their keeping time, attachments no saved record refers
 * to, used download tickets, stale jobs of a stopped instance, and temporary files left by a crash. On PGlite
 * the first hourly sweep of each night also vacuums and analyses the database (nightlyVacuum). Every time
 * comes from deps.clock, so tests run it at any date.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { zh } from '../../model/i18n/index.ts';
import { columnOf, fieldOf } from '../../model/resource/fields.ts';
import { RESOURCES } from '../../model/resources/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { insertRows } from '../db/bulk.ts';
import { nightlyVacuum } from '../db/nightlyVacuum.ts';
import { ident } from '../db/db.ts';
import { unlinkFiles } from './fileLinks.ts';
import type { FilesDeps } from './filesDeps.ts';

/** What the sweep needs: everything of the files area but itself. */
export type SweepDeps = Omit<FilesDeps, 'retention'>;
import type { StoreArea } from './fileStore.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BATCH = 1000;
/** A generating export updates its record every second; one silent this long died with its instance. */
const STALE_EXPORT_MS = 10 * 60_000;
/** An import commit is one transaction that writes its record only at the end. */
const STALE_IMPORT_MS = 6 * HOUR;

export interface SweepReport {
  purged: Record<string, number>;
  expiredDownloads: number;
  expiredImports: number;
  removedUploads: number;
  failedJobs: number;
  /** The database was vacuumed and analysed (PGlite, once a night). */
  vacuumed: boolean;
}

export interface Retention {
  sweep(): Promise<SweepReport>;
  /** Sweeps now and then every hour. */
  start(): void;
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

async function purgeExpired(deps: SweepDeps, def: ResourceDef, now: number): Promise<number> {
  const title = ident(columnOf(fieldOf(def, def.titleField)!));
  const cutoff = new Date(now - def.retentionDays! * DAY);
  let purged = 0;
  for (;;) {
    const rows = await deps.db.transaction(async (tx) => {
      const gone = await tx.query<{ id: string; title: string | null; deleted_at: Date }>(
        `DELETE FROM ${ident(def.table)} WHERE id IN (SELECT id FROM ${ident(def.table)} WHERE del_flag = 1 AND deleted_at < $1 LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id, ${title} AS title, deleted_at`,
        [cutoff],
      );
      if (!gone.length) return gone;
      await unlinkFiles(tx, def, gone.map((r) => r.id));
      await insertRows(
        tx,
        'sys_operation_log',
        gone.map((r) => ({
          user_id: null,
          username: 'system',
          resource: def.name,
          record_id: r.id,
          action: 'purge',
          title: r.title,
          changes: { reason: 'retention', retentionDays: def.retentionDays, deletedAt: r.deleted_at },
          request_id: 'retention',
        })),
      );
      return gone;
    });
    purged += rows.length;
    if (rows.length < BATCH) return purged;
  }
}

async function removeStored(deps: SweepDeps, area: StoreArea, names: (string | null)[]): Promise<void> {
  for (const name of names) if (name) await deps.store.remove(area, name);
}

/** Temporary files (uploads and exports under way) that a crash left behind. */
async function removeLeftovers(deps: SweepDeps, now: number): Promise<void> {
  for (const [area, pattern] of [['incoming', /\.part$/], ['exports', /\.part$/]] as const) {
    const dir = path.join(deps.store.dir, area);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!pattern.test(name)) continue;
      const info = await stat(path.join(dir, name)).catch(() => undefined);
      if (info && now - info.mtimeMs > DAY) await rm(path.join(dir, name), { force: true });
    }
  }
}

/** `nightly`: whether this sweep may vacuum (not the one at a server's start, which answers its first requests at once). */
export async function sweep(deps: SweepDeps, nightly = true): Promise<SweepReport> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const at = (ms: number) => new Date(now - ms);
  const report: SweepReport = { purged: {}, expiredDownloads: 0, expiredImports: 0, removedUploads: 0, failedJobs: 0, vacuumed: false };

  for (const def of RESOURCES) {
    if (def.recycleBin && def.retentionDays) report.purged[def.name] = await purgeExpired(deps, def, now);
  }

  const downloads = await db.query<{ storage_name: string | null }>(
    `WITH old AS (SELECT id, storage_name FROM download_record WHERE status = 'ready' AND expires_at <= $1 FOR UPDATE)
     UPDATE download_record d SET status = 'expired', updated_at = $1, storage_name = NULL FROM old WHERE d.id = old.id
     RETURNING old.storage_name`,
    [new Date(now)],
  );
  await removeStored(deps, 'exports', downloads.map((d) => d.storage_name));
  report.expiredDownloads = downloads.length;

  const staleExports = await db.query(
    `UPDATE download_record SET status = 'failed', error = $2, updated_at = $3 WHERE status = 'generating' AND updated_at < $1 RETURNING id`,
    [at(STALE_EXPORT_MS), zh('export.interrupted'), new Date(now)],
  );
  const staleImports = await db.query(
    `UPDATE import_record SET status = 'failed', error = $2, imported = 0, updated_at = $3
      WHERE (status = 'importing' AND updated_at < $1) OR (status = 'uploaded' AND updated_at < $4) RETURNING id`,
    [at(STALE_IMPORT_MS), zh('import.interrupted'), new Date(now), at(STALE_EXPORT_MS)],
  );
  report.failedJobs = staleExports.length + staleImports.length;

  const imports = await db.query<{ id: string; storage_name: string | null }>(
    `WITH old AS (SELECT id, storage_name FROM import_record
                   WHERE storage_name IS NOT NULL AND status NOT IN ('uploaded', 'importing') AND create_time < $1 FOR UPDATE)
     UPDATE import_record r SET storage_name = NULL, updated_at = $2 FROM old WHERE r.id = old.id
     RETURNING old.id, old.storage_name`,
    [at(config.files.importKeepHours * HOUR), new Date(now)],
  );
  if (imports.length) await db.query('DELETE FROM import_row WHERE batch_id = ANY ($1::text[])', [imports.map((i) => i.id)]);
  await removeStored(deps, 'imports', imports.map((i) => i.storage_name));
  report.expiredImports = imports.length;

  // Unattached uploads, with their thumbnails (which the foreign key removes with them).
  const uploads = await db.query<{ storage_name: string }>(
    `WITH old AS (SELECT f.id FROM sys_file f WHERE f.thumbnail_of IS NULL AND f.create_time < $1
                    AND NOT EXISTS (SELECT 1 FROM sys_file_link l WHERE l.file_id = f.id))
     DELETE FROM sys_file WHERE id IN (SELECT id FROM old) OR thumbnail_of IN (SELECT id FROM old) RETURNING storage_name`,
    [at(config.files.unattachedKeepHours * HOUR)],
  );
  await removeStored(deps, 'attachments', uploads.map((u) => u.storage_name));
  report.removedUploads = uploads.length;

  await db.query('DELETE FROM download_ticket WHERE expires_at < $1', [at(DAY)]);
  await removeLeftovers(deps, now);
  report.vacuumed = nightly && (await nightlyVacuum(db, now));
  return report;
}

export function createRetention(deps: SweepDeps): Retention {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const runOnce = (nightly: boolean) => {
    running ??= sweep(deps, nightly)
      .then((report) => {
        if (Object.values(report.purged).some(Boolean) || report.expiredDownloads || report.expiredImports || report.removedUploads || report.failedJobs || report.vacuumed) {
          deps.log.info('retention sweep', { ...report });
        }
      })
      .catch((err: unknown) => deps.log.error('retention sweep failed', { err }))
      .finally(() => (running = undefined));
    return running;
  };
  return {
    sweep: () => sweep(deps),
    start() {
      void runOnce(false);
      timer = setInterval(() => void runOnce(true), HOUR);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
