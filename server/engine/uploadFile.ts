/**
 * POST /file: an attachment checked on its content (sniff.ts) against an allow-list and against its
 * name's extension, with an optional browser-made thumbnail for images (docs/engine-files.md says why the
 * browser makes it), stored under a random name. Nothing is kept when any check fails.
 */
import type { IncomingMessage } from 'node:http';
import { zh, type MessageKey } from '../../model/i18n/index.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { AppError } from '../http/errors.ts';
import { clientFileName, formatLimit, readMultipart, type UploadedFile } from '../http/multipart.ts';
import { openByteSource } from '../xlsx/byteSource.ts';
import type { FileKind, FileMeta } from '../../model/fileMeta.ts';
import { fileMeta } from './fileQueries.ts';
import type { FilesDeps } from './filesDeps.ts';
import { imageSize } from './imageInfo.ts';
import { IMAGE_KINDS, imageKindOf, kindOfName, sniffFile, type Sniffed } from './sniff.ts';

export const THUMBNAIL_LIMIT = 256 * 1024;
export const THUMBNAIL_PX = 512;

const bad = (message: string) => new AppError(400, message, CODE_BUSINESS);

function checkKind(name: string, sniffed: Sniffed): { kind: FileKind; contentType: string; width?: number; height?: number } {
  if (sniffed.kind === 'encrypted') throw bad(zh('files.encrypted'));
  const claimed = kindOfName(name);
  const hasExtension = /\.[^.]{1,10}$/.test(name);
  if (sniffed.kind === 'unknown' || (hasExtension && !claimed)) {
    if (hasExtension && claimed && sniffed.kind === 'unknown') {
      throw bad(zh('files.contentMismatch', { name, actual: zh('files.kind.unknown') }));
    }
    throw bad(zh('files.typeNotAllowed', { name }));
  }
  if (claimed && claimed !== sniffed.kind) {
    throw bad(zh('files.contentMismatch', { name, actual: zh(`files.kind.${sniffed.kind}` as MessageKey) }));
  }
  return { kind: sniffed.kind, contentType: sniffed.contentType, ...sniffed.image };
}

/** A thumbnail must be a small real JPEG, PNG or WebP image: what a canvas in the browser makes. */
async function checkThumbnail(file: UploadedFile): Promise<{ kind: FileKind; contentType: string; width: number; height: number }> {
  const invalid = () => bad(zh('files.badThumbnail', { limit: formatLimit(THUMBNAIL_LIMIT), px: THUMBNAIL_PX }));
  if (file.size === 0 || file.size > THUMBNAIL_LIMIT) throw invalid();
  const source = await openByteSource(file.path);
  const head = await source.read(0, file.size).finally(() => source.close());
  const kind = imageKindOf(head);
  if (kind !== 'jpg' && kind !== 'png' && kind !== 'webp') throw invalid();
  const size = imageSize(kind, head);
  if (!size || size.width > THUMBNAIL_PX || size.height > THUMBNAIL_PX) throw invalid();
  return { kind, contentType: `image/${kind === 'jpg' ? 'jpeg' : kind}`, ...size };
}

/** What a caller narrower than POST /file accepts (the avatar: images only, and smaller). */
export interface UploadRules {
  /** The largest file accepted; the configured upload limit when absent. */
  limit?: number;
  /** The only kinds accepted, and the message refusing any other (given the file's name). */
  only?: { kinds: ReadonlySet<FileKind>; refuse: (name: string) => string };
}

export async function uploadFile(deps: FilesDeps, principal: Principal, req: IncomingMessage, rules: UploadRules = {}): Promise<FileMeta> {
  const { store, db } = deps;
  const upload = await readMultipart(req, {
    files: { file: rules.limit ?? deps.config.files.uploadLimit, thumbnail: THUMBNAIL_LIMIT },
    tempPath: () => store.prepare('incoming', `${store.newName()}.part`),
  });
  try {
    const file = upload.files.get('file');
    if (!file) throw bad(zh('files.noFile'));
    const name = clientFileName(file.fileName) || 'file';
    if (file.size === 0) throw bad(zh('files.empty', { name }));
    const main = checkKind(name, await sniffFile(file.path));
    if (rules.only && !rules.only.kinds.has(main.kind)) throw bad(rules.only.refuse(name));
    const thumbFile = upload.files.get('thumbnail');
    if (thumbFile && !IMAGE_KINDS.has(main.kind)) throw bad(zh('files.thumbnailNotImage'));
    const thumb = thumbFile ? await checkThumbnail(thumbFile) : undefined;

    const id = store.newName();
    const thumbnailId = thumb ? store.newName() : null;
    const rows: unknown[][] = [[id, name, main.kind, main.contentType, file.size, file.sha256, main.width ?? null, main.height ?? null, null]];
    if (thumb && thumbFile) {
      rows.push([thumbnailId, `thumbnail-${name}`, thumb.kind, thumb.contentType, thumbFile.size, thumbFile.sha256, thumb.width, thumb.height, id]);
    }
    await store.move(file.path, 'attachments', id);
    if (thumbFile) await store.move(thumbFile.path, 'attachments', thumbnailId!);
    try {
      await db.transaction(async (tx) => {
        for (const r of rows) {
          await tx.query(
            `INSERT INTO sys_file (id, file_name, storage_name, kind, content_type, size, sha256, width, height, thumbnail_of, org_id, create_by, create_time)
             VALUES ($1, $2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [...r, principal.orgId, principal.userId, new Date(deps.clock.now())],
          );
        }
      });
    } catch (e) {
      await store.remove('attachments', id);
      if (thumbnailId) await store.remove('attachments', thumbnailId);
      throw e;
    }
    return (await fileMeta(db, principal, id))!;
  } finally {
    await upload.cleanup();
  }
}
