/**
 * Which saved records refer to which attachments (sys_file_link), kept by the engine's writes: a record's
 * image and files fields are linked when it is saved, unlinked when it is purged. A record may newly refer
 * only to files its writer uploaded: otherwise attaching someone else's file id to one's own record would
 * be a way to read it.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { FILE_FIELD_TYPES, hasFileFields } from './fileAccess.ts';

function idsOf(value: unknown): string[] {
  if (typeof value === 'string' && value) return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Links the file fields present in `values` to the record (call inside the write's transaction). */
export async function linkFiles(q: Queryable, def: ResourceDef, principal: Principal, recordId: string, values: Readonly<Record<string, unknown>>): Promise<void> {
  for (const field of def.fields) {
    if (!FILE_FIELD_TYPES.has(field.type) || !(field.name in values)) continue;
    const ids = idsOf(values[field.name]);
    const linked = new Set(
      (await q.query<{ file_id: string }>('SELECT file_id FROM sys_file_link WHERE resource = $1 AND record_id = $2 AND field = $3', [def.name, recordId, field.name])).map(
        (r) => r.file_id,
      ),
    );
    const added = ids.filter((id) => !linked.has(id));
    if (added.length) {
      const usable = await q.query<{ id: string; content_type: string }>(
        'SELECT id, content_type FROM sys_file WHERE id = ANY ($1::text[]) AND create_by = $2 AND thumbnail_of IS NULL',
        [added, principal.userId],
      );
      if (usable.length !== added.length) throw fileRefused(field, 'files.notUsable');
      // An image field shows its file as a picture (a cover, a photo): a PDF or a sheet there would be a broken one.
      if (field.type === 'image' && usable.some((f) => !f.content_type.startsWith('image/'))) throw fileRefused(field, 'files.notImage');
      await q.query(
        `INSERT INTO sys_file_link (file_id, resource, record_id, field) SELECT unnest($1::text[]), $2, $3, $4 ON CONFLICT DO NOTHING`,
        [added, def.name, recordId, field.name],
      );
    }
    await q.query('DELETE FROM sys_file_link WHERE resource = $1 AND record_id = $2 AND field = $3 AND NOT (file_id = ANY ($4::text[]))', [
      def.name,
      recordId,
      field.name,
      ids,
    ]);
  }
}

function fileRefused(field: FieldDef, key: 'files.notUsable' | 'files.notImage'): AppError {
  const message = `${pick('zh-CN', field.label)}：${zh(key)}`;
  return new AppError(400, message, CODE_BUSINESS, { errors: [{ field: field.name, message }] });
}

/** Forgets a record's attachments (it was purged): files no record refers to then expire. */
export async function unlinkFiles(q: Queryable, def: ResourceDef, recordIds: readonly string[]): Promise<void> {
  if (!hasFileFields(def)) return;
  await q.query('DELETE FROM sys_file_link WHERE resource = $1 AND record_id = ANY ($2::text[])', [def.name, recordIds]);
}
