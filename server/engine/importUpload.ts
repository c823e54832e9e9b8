/**
 * POST {resource}/import: the uploaded spreadsheet becomes a batch (import_record, status uploaded), is
 * read and validated into its rows (importStage.ts, status validated), and the preview is answered.
 * A file that cannot be imported at all fails its batch with the reason, which is also the answer; no
 * record of the resource is written before the commit.
 */
import type { IncomingMessage } from 'node:http';
import { zh } from '../../model/i18n/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { AppError } from '../http/errors.ts';
import { clientFileName, readMultipart } from '../http/multipart.ts';
import type { FilesDeps } from './filesDeps.ts';
import { importPlan } from './importColumns.ts';
import { getImport, importPreview, type ImportPreview } from './importRecords.ts';
import { stageImport } from './importStage.ts';

export async function uploadImport(deps: FilesDeps, def: ResourceDef, principal: Principal, req: IncomingMessage): Promise<ImportPreview> {
  const upload = await readMultipart(req, {
    files: { file: deps.config.files.importFileLimit },
    tempPath: () => deps.store.prepare('incoming', `${deps.store.newName()}.part`),
  });
  try {
    const file = upload.files.get('file');
    if (!file) throw new AppError(400, zh('files.noFile'), CODE_BUSINESS);
    return await importFile(deps, def, principal, file);
  } finally {
    await upload.cleanup();
  }
}

/** Makes a batch of an uploaded file (moved into the store) and answers its preview. */
export async function importFile(deps: FilesDeps, def: ResourceDef, principal: Principal, file: { path: string; fileName: string; size: number }): Promise<ImportPreview> {
  const { db, store, clock } = deps;
  const batchId = store.newName();
  const storage = store.newName();
  const fileName = clientFileName(file.fileName) || 'import.xlsx';
  await store.move(file.path, 'imports', storage);
  const now = new Date(clock.now());
  await db.query(
    `INSERT INTO import_record (id, resource, file_name, storage_name, size, status, user_id, username, org_id, create_time, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'uploaded', $6, $7, $8, $9, $9)`,
    [batchId, def.name, fileName, storage, file.size, principal.userId, principal.username, principal.orgId, now],
  );
  try {
    const plan = await importPlan(db, deps.dictionaries, def, principal);
    const counts = await stageImport(deps, plan, principal, batchId, store.pathOf('imports', storage));
    await db.query(
      `UPDATE import_record SET status = 'validated', total = $2, valid_count = $3, invalid_count = $4, new_count = $5,
              changed_count = $6, unchanged_count = $7, updated_at = $8 WHERE id = $1`,
      [batchId, counts.total, counts.valid, counts.invalid, counts.new, counts.changed, counts.unchanged, new Date(clock.now())],
    );
  } catch (error) {
    // The file itself cannot be imported: the batch keeps the reason, not the file or half its rows.
    const message = error instanceof AppError ? error.userMessage : zh('import.failed');
    if (!(error instanceof AppError)) deps.log.error('import upload failed', { err: error, batchId });
    await db.query('DELETE FROM import_row WHERE batch_id = $1', [batchId]);
    await db.query(`UPDATE import_record SET status = 'failed', error = $2, storage_name = NULL, updated_at = $3, finished_at = $3 WHERE id = $1`, [
      batchId,
      message,
      new Date(clock.now()),
    ]);
    await store.remove('imports', storage);
    throw error instanceof AppError ? error : new AppError(500, message);
  }
  return importPreview(deps, await getImport(deps, principal, batchId));
}
