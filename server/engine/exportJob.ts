/**
 * The export centre's background job: GET {resource}/export records a download and answers its id at
 * once; the job then streams the user's rows (the list's filters and sort, the engine's one scope
 * function, no row cap) from a database cursor into an .xlsx file, reporting progress as it goes. The file
 * is kept for EXPORT_KEEP_HOURS; every export is in the operation log.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { limitTransaction } from '../db/statementTimeout.ts';
import { ident } from '../db/db.ts';
import { businessError } from '../http/errors.ts';
import { createXlsxWriter, XlsxError } from '../xlsx/index.ts';
import { chinaTime } from './chinaTime.ts';
import { exportColumns, sheetName } from './exportColumns.ts';
import type { FilesDeps } from './filesDeps.ts';
import { parseListQuery } from './listQuery.ts';
import { logOperation, type Actor } from './oplog.ts';
import { selectList, toRecord } from './records.ts';
import { scopeSql } from './scope.ts';
import { SqlParams } from './sqlParams.ts';

/** Exports one user may have generating at once. */
export const MAX_RUNNING_EXPORTS = 3;
const BATCH = 1000;
const PROGRESS_EVERY_MS = 1000;
/** Query keys that are not filters: what a page asks for and the spec's token copy. */
const NOT_FILTERS = new Set(['current', 'size', 'currentPage', 'pageSize', 'token', '_t']);

/** May the principal see this resource's sensitive fields unmasked? */
export function mayReveal(def: ResourceDef, principal: Principal): boolean {
  return Boolean(def.permissions.reveal && principal.permissions.has(def.permissions.reveal) && def.fields.some((f) => f.sensitive));
}

/** The filters and sort as sent, for the download record ("who exported which filter"). */
function filterOf(query: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    if (NOT_FILTERS.has(key)) continue;
    const values = query.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
}

/** Checks the query, records the download as generating and starts the job; answers its id. */
export async function startExport(deps: FilesDeps, def: ResourceDef, actor: Actor, query: URLSearchParams): Promise<{ jobId: string }> {
  const { principal } = actor;
  const p = new SqlParams();
  const list = parseListQuery(def, query, p, principal); // bad filters are refused here, before any job exists
  const where = ['t.del_flag = 0', scopeSql(def, principal, p), ...list.where].join(' AND ');
  const [running] = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM download_record WHERE user_id = $1 AND status = 'generating'`,
    [principal.userId],
  );
  if ((running?.n ?? 0) >= MAX_RUNNING_EXPORTS) throw businessError(zh('export.tooMany', { max: MAX_RUNNING_EXPORTS }));

  const now = deps.clock.now();
  const jobId = deps.store.newName();
  const fileName = `${pick('zh-CN', def.label)}_${chinaTime(now).compact}.xlsx`;
  const filter = filterOf(query);
  const reveal = mayReveal(def, principal);
  await deps.db.query(
    `INSERT INTO download_record (id, resource, file_name, query, status, revealed, user_id, username, org_id, create_time, updated_at)
     VALUES ($1, $2, $3, $4::text::jsonb, 'generating', $5, $6, $7, $8, $9, $9)`,
    [jobId, def.name, fileName, JSON.stringify(filter), reveal, principal.userId, principal.username, principal.orgId, new Date(now)],
  );
  const sql = `SELECT ${selectList(def)} FROM ${ident(def.table)} t WHERE ${where} ORDER BY ${list.orderBy}`;
  const count = `SELECT count(*)::int AS n FROM ${ident(def.table)} t WHERE ${where}`;
  deps.jobs.run(`export ${jobId}`, (signal) =>
    runExport(deps, { def, actor, jobId, fileName, filter, reveal, sql, count, params: p.values }, signal),
  );
  return { jobId };
}

interface ExportPlan {
  def: ResourceDef;
  actor: Actor;
  jobId: string;
  fileName: string;
  filter: Record<string, unknown>;
  reveal: boolean;
  sql: string;
  count: string;
  params: unknown[];
}

async function runExport(deps: FilesDeps, plan: ExportPlan, signal: AbortSignal): Promise<void> {
  const { db, store, clock } = deps;
  const { def, actor, jobId } = plan;
  const storage = store.newName();
  let writer: ReturnType<typeof createXlsxWriter> | undefined;
  let rows = 0;
  try {
    const limit = deps.config.jobStatementTimeoutMs;
    const [counted] = await db.transaction(async (tx) => {
      await limitTransaction(tx, limit);
      return tx.query<{ n: number }>(plan.count, plan.params);
    });
    const total = counted?.n ?? 0;
    await db.query('UPDATE download_record SET total = $2, updated_at = $3 WHERE id = $1', [jobId, total, new Date(clock.now())]);
    const label = await deps.dictionaries.labeller();
    const columns = exportColumns(def);
    writer = createXlsxWriter(await store.prepare('exports', `${storage}.part`));
    const sheet = await writer.addSheet(sheetName(pick('zh-CN', def.label)), { columns });
    let reported = clock.now();
    for await (const batch of db.stream(plan.sql, plan.params, BATCH, { statementTimeoutMs: limit })) {
      if (signal.aborted) throw signal.reason;
      for (const row of batch) {
        const record = toRecord(def, row, { label, reveal: plan.reveal });
        await sheet.addRow(columns.map((c) => c.cell(record)));
      }
      rows += batch.length;
      if (clock.now() - reported >= PROGRESS_EVERY_MS) {
        reported = clock.now();
        await db.query('UPDATE download_record SET row_count = $2, progress = $3, updated_at = $4 WHERE id = $1', [
          jobId,
          rows,
          total ? Math.min(0.99, rows / total) : 0,
          new Date(reported),
        ]);
      }
    }
    if (plan.reveal) {
      // Unmasked sensitive data carries who exported it and when, below the data (row 1 stays the header).
      const { principal } = actor;
      await sheet.addRow([]);
      await sheet.addRow([zh('export.footer', { name: principal.name, username: principal.username, time: chinaTime(clock.now()).display })]);
    }
    await writer.finish();
    await store.move(store.pathOf('exports', `${storage}.part`), 'exports', storage);
    const size = (await store.sizeOf('exports', storage)) ?? 0;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE download_record SET status = 'ready', progress = 1, row_count = $2, size = $3, storage_name = $4,
                finished_at = $5, updated_at = $5, expires_at = $6 WHERE id = $1`,
        [jobId, rows, size, storage, new Date(now), new Date(now + deps.config.files.exportKeepHours * 3_600_000)],
      );
      await logOperation(tx, actor, {
        resource: def.name,
        recordId: null,
        action: 'export',
        title: plan.fileName,
        changes: { filter: plan.filter, rows, revealed: plan.reveal },
      });
    });
    await deps.onJobFinished(actor.principal.userId, { kind: 'export', id: jobId, status: 'ready', fileName: plan.fileName });
  } catch (error) {
    await writer?.abort(error as Error).catch(() => undefined);
    await store.remove('exports', `${storage}.part`);
    const message = error instanceof XlsxError ? error.userMessage : zh(signal.aborted ? 'export.interrupted' : 'export.failed');
    if (!(error instanceof XlsxError) && !signal.aborted) deps.log.error('export failed', { err: error, jobId });
    await db.query(`UPDATE download_record SET status = 'failed', error = $2, row_count = $3, finished_at = $4, updated_at = $4 WHERE id = $1`, [
      jobId,
      message,
      rows,
      new Date(clock.now()),
    ]);
    await deps.onJobFinished(actor.principal.userId, { kind: 'export', id: jobId, status: 'failed', fileName: plan.fileName });
  }
}
