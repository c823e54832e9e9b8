/**
 * The user's avatar: an image uploaded through the engine's attachments (uploadFile: content-checked,
 * stored under a random name), referred to by sys_user.avatar as the address below. An <img> sends no
 * Authorization header, so the address is public; the file's random id is what makes it unguessable, and
 * only a file that is some user's avatar is served there, never any other attachment.
 */
import type { IncomingMessage } from 'node:http';
import { zh } from '../../../model/i18n/index.ts';
import type { Principal } from '../auth/principal.ts';
import { sendStored } from '../../engine/downloadRoute.ts';
import type { FilesDeps } from '../../engine/filesDeps.ts';
import { IMAGE_KINDS } from '../../engine/sniff.ts';
import { uploadFile } from '../../engine/uploadFile.ts';
import { httpError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';

/** An avatar is shown at most a few hundred pixels wide: a photo straight from a phone fits. */
export const AVATAR_LIMIT = 2 * 1024 * 1024;
export const AVATAR_PATH = '/lgbsmp/api/v1/avatar';

export async function uploadAvatar(deps: FilesDeps, principal: Principal, req: IncomingMessage): Promise<{ avatar: string }> {
  const file = await uploadFile(deps, principal, req, {
    limit: AVATAR_LIMIT,
    only: { kinds: IMAGE_KINDS, refuse: (name) => zh('personal.avatarType', { name }) },
  });
  const avatar = `${AVATAR_PATH}/${file.id}`;
  await deps.db.query('UPDATE sys_user SET avatar = $2 WHERE id = $1', [principal.userId, avatar]);
  return { avatar };
}

export async function sendAvatar(ctx: Ctx, deps: FilesDeps): Promise<void> {
  const id = ctx.params.id!;
  const [file] = await deps.db.query<{ storage_name: string; content_type: string }>(
    `SELECT f.storage_name, f.content_type FROM sys_file f
     WHERE f.id = $1 AND EXISTS (SELECT 1 FROM sys_user u WHERE u.avatar = $2)`,
    [id, `${AVATAR_PATH}/${id}`],
  );
  if (!file) throw httpError(404, 'personal.avatarNotFound');
  // A new avatar is a new address, so a browser may keep this one.
  await sendStored(ctx, deps, 'attachments', file.storage_name, { 'Content-Type': file.content_type, 'Cache-Control': 'private, max-age=86400, immutable' });
}
