/**
 * GET /download?ticket=…: the public end of every single-use link. The ticket is the credential (the
 * browser opens the link without its Authorization header); it works once, then the file (an attachment,
 * an export, an import's error sheet) streams with a safe Content-Disposition and nosniff.
 */
import { pipeline } from 'node:stream/promises';
import { zh } from '../../model/i18n/index.ts';
import { resourceByName } from '../../model/resources/index.ts';
import type { Ctx } from '../http/router.ts';
import { businessError, type AppError } from '../http/errors.ts';
import { contentDisposition } from './contentDisposition.ts';
import type { FilesDeps } from './filesDeps.ts';
import { importPlan } from './importColumns.ts';
import { writeErrorSheet } from './importTemplate.ts';
import { principalOf } from './principalOf.ts';
import type { FileKind } from '../../model/fileMeta.ts';
import { KINDS } from './sniff.ts';
import type { StoreArea } from './fileStore.ts';
import { redeemTicket } from './tickets.ts';

const gone = (): AppError => businessError(zh('files.gone'), 410);

/** Streams a stored file; `headers` may replace the default Cache-Control (an avatar is cached). */
export async function sendStored(ctx: Ctx, deps: FilesDeps, area: StoreArea, storage: string, headers: Record<string, string>): Promise<void> {
  const size = await deps.store.sizeOf(area, storage);
  if (size === null) throw gone();
  ctx.res.writeHead(200, {
    'Cache-Control': 'private, no-store',
    ...headers,
    'Content-Length': String(size),
    'X-Content-Type-Options': 'nosniff',
  });
  await pipeline(deps.store.open(area, storage), ctx.res);
}

export async function download(ctx: Ctx, deps: FilesDeps): Promise<void> {
  const ticket = await redeemTicket(deps.db, ctx.query.get('ticket') ?? '', deps.clock.now());
  if (!ticket) throw businessError(zh('files.ticketInvalid'), 404);
  if (ticket.kind === 'file') {
    const [file] = await deps.db.query<{ file_name: string; storage_name: string; content_type: string; kind: FileKind }>(
      'SELECT file_name, storage_name, content_type, kind FROM sys_file WHERE id = $1',
      [ticket.refId],
    );
    if (!file) throw gone();
    const inline = KINDS[file.kind]?.inline ?? false;
    await sendStored(ctx, deps, 'attachments', file.storage_name, {
      'Content-Type': file.content_type,
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.file_name),
      // Shown in a tab: nothing in it may run scripts or reach out; a PDF viewer may show it.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'",
    });
    return;
  }
  if (ticket.kind === 'export') {
    const [record] = await deps.db.query<{ file_name: string; storage_name: string | null; status: string; expires_at: Date | null }>(
      'SELECT file_name, storage_name, status, expires_at FROM download_record WHERE id = $1 AND user_id = $2',
      [ticket.refId, ticket.userId],
    );
    if (!record?.storage_name || record.status !== 'ready' || (record.expires_at && record.expires_at.getTime() <= deps.clock.now())) throw gone();
    await sendStored(ctx, deps, 'exports', record.storage_name, {
      'Content-Type': KINDS.xlsx.contentType,
      'Content-Disposition': contentDisposition('attachment', record.file_name),
    });
    return;
  }
  const [batch] = await deps.db.query<{ resource: string; file_name: string; storage_name: string | null }>(
    'SELECT resource, file_name, storage_name FROM import_record WHERE id = $1 AND user_id = $2',
    [ticket.refId, ticket.userId],
  );
  const def = batch && resourceByName(batch.resource);
  const principal = await principalOf(deps.db, deps.grants, ticket.userId);
  if (!batch?.storage_name || !def || !principal) throw gone();
  await writeErrorSheet(ctx.res, deps.db, await importPlan(deps.db, deps.dictionaries, def, principal), ticket.refId, batch.file_name);
}
