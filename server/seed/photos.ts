/**
 * The demo 照片信息: an ID photo for each of the given cadres (a generated portrait, avatarPng.ts), stored as
 * an upload is: the file under a random name in the file store's attachments, its sys_file row, the
 * cadre_photo record and the link between them (so it is readable by whoever may see the record). The
 * uploader is the administrator of the cadre's unit in the demo: unit_user for their own unit's people.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import type { FileStore } from '../engine/fileStore.ts';
import { AVATAR_HEIGHT, AVATAR_WIDTH, avatarPng, type Rgb } from './avatarPng.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { createRandom } from './random.ts';

/** ID-photo backgrounds (blue, red, white) with a figure tone that shows on each. */
const TONES: readonly (readonly [Rgb, Rgb])[] = [
  [[67, 142, 219], [236, 240, 246]],
  [[196, 48, 43], [246, 236, 232]],
  [[244, 244, 244], [128, 138, 152]],
];

export async function seedPhotos(q: Queryable, store: FileStore, cadres: readonly Row[], uploaderOf: (cadre: Row) => { userId: string; orgId: string }, seed: number): Promise<number> {
  const random = createRandom(seed ^ 0x9f0);
  const files: Row[] = [];
  const photos: Row[] = [];
  const links: Row[] = [];
  const images = TONES.map(([background, figure]) => avatarPng(background, figure));
  for (const cadre of cadres) {
    const bytes = images[random.int(0, images.length - 1)]!;
    const name = store.newName();
    const part = await store.prepare('incoming', `${name}.part`);
    await writeFile(part, bytes);
    await store.move(part, 'attachments', name);
    const uploader = uploaderOf(cadre);
    files.push({
      id: name, file_name: `${String(cadre.real_name)}-证件照.png`, storage_name: name, kind: 'png', content_type: 'image/png', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), width: AVATAR_WIDTH, height: AVATAR_HEIGHT, org_id: uploader.orgId, create_by: uploader.userId,
    });
    const id = random.id();
    const shot = `${Number(SEED_REFERENCE_DATE.slice(0, 4)) - random.int(1, 4)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    photos.push({
      id, cadre_id: cadre.id, cadre_name: cadre.real_name, file: name, photo_type: '1', shoot_date: shot, remark: '<p>档案证件照</p>',
      create_by: uploader.userId, update_by: uploader.userId,
    });
    links.push({ file_id: name, resource: 'cadrePhoto', record_id: id, field: 'file' });
  }
  await insertRows(q, 'sys_file', files);
  await insertRows(q, 'cadre_photo', photos);
  await insertRows(q, 'sys_file_link', links);
  return photos.length;
}
