/**
 * The demo 活动照片 of the finished activities, for 活动风采: a small drawn scene (sky, sun, hills, the ground)
 * in the colours of one of a few seasons, stored as an upload is (seedPhotos in photos.ts): the file in the
 * store's attachments, its sys_file row, the activity's `photo` and the link that lets whoever sees the
 * activity read it.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import type { FileStore } from '../engine/fileStore.ts';
import { encodePng, type Rgb } from './avatarPng.ts';

const WIDTH = 160;
const HEIGHT = 120;
/** Sky, hills and ground of spring, summer, autumn and a grey day. */
const SEASONS: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [[170, 210, 240], [96, 160, 90], [190, 220, 140]],
  [[120, 180, 235], [50, 120, 70], [120, 170, 90]],
  [[200, 215, 230], [190, 120, 60], [215, 180, 110]],
  [[200, 205, 212], [110, 130, 120], [160, 165, 150]],
];

function scene(season: number): Buffer {
  const [sky, hill, ground] = SEASONS[season % SEASONS.length]!;
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if ((x - 124) ** 2 + (y - 26) ** 2 < 120) return [250, 214, 90];
    if (y > 90) return ground;
    if (y > 62 + 14 * Math.sin(x / 17 + season)) return hill;
    return sky;
  });
}

/**
 * Gives each finished activity of `activities` a photo (before they are inserted) and writes the files;
 * returns the links to insert once the activities are.
 */
export async function seedActivityPhotos(q: Queryable, store: FileStore, activities: readonly Row[]): Promise<Row[]> {
  const files: Row[] = [];
  const links: Row[] = [];
  const images = SEASONS.map((_, i) => scene(i));
  for (const [i, activity] of activities.filter((a) => a.status === 'finished').entries()) {
    const bytes = images[i % images.length]!;
    const name = store.newName();
    const part = await store.prepare('incoming', `${name}.part`);
    await writeFile(part, bytes);
    await store.move(part, 'attachments', name);
    files.push({
      id: name, file_name: `${String(activity.title)}.png`, storage_name: name, kind: 'png', content_type: 'image/png', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), width: WIDTH, height: HEIGHT, org_id: '330000', create_by: activity.create_by,
    });
    activity.photo = name;
    links.push({ file_id: name, resource: 'activity', record_id: activity.id, field: 'photo' });
  }
  await insertRows(q, 'sys_file', files);
  return links;
}
