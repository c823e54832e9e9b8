/**
 * The demo courses of 在线学习 / 网上学院 (docs/vanguard.md part 3): what the province, Hangzhou and Shaoxing
 * offer their retired cadres, links to the national party-education sites, each with a generated cover stored
 * as an upload is (file, sys_file row, link to the record, as the news covers), one still unpublished and one
 * withdrawn.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import type { FileStore } from '../engine/fileStore.ts';
import type { Rgb } from './avatarPng.ts';
import { COVER_HEIGHT, COVER_WIDTH, newsCoverPng } from './newsCoverPng.ts';
import { createRandom } from './random.ts';

interface Course {
  name: string;
  type: string;
  url: string;
  orgId: string;
  by: string;
  /** push_status: 0 草稿, 1 已发布, 2 已撤回. */
  status: '0' | '1' | '2';
  intro: string;
}

const PROVINCE = { orgId: '330000', by: 'user-admin' };
const HANGZHOU = { orgId: '330100', by: 'user-hz-admin' };
const SHAOXING = { orgId: '330600', by: 'user-sx-admin' };

const COURSES: readonly Course[] = [
  { ...PROVINCE, name: '党的二十届四中全会精神解读', type: '1', url: 'https://www.12371.cn/special/20j4zqh/', status: '1', intro: '专家解读全会精神，适合支部集中学习。' },
  { ...PROVINCE, name: '中国共产党浙江历史专题', type: '2', url: 'https://www.12371.cn/special/dsxx/', status: '1', intro: '从红船起航到“八八战略”，回顾浙江党史。' },
  { ...PROVINCE, name: '离退休干部政策问答', type: '3', url: 'https://www.zjsjw.gov.cn/', status: '1', intro: '生活待遇、医疗保障等常见问题解答。' },
  { ...PROVINCE, name: '智能手机使用入门', type: '5', url: 'https://www.xuexi.cn/', status: '0', intro: '手把手教老同志用好手机学习、缴费、就医。' },
  { ...HANGZHOU, name: '老年慢性病防治讲座', type: '4', url: 'https://www.xuexi.cn/', status: '1', intro: '高血压、糖尿病的日常管理。' },
  { ...HANGZHOU, name: '杭州红色印记', type: '2', url: 'https://www.12371.cn/', status: '1', intro: '走读杭州的革命旧址与纪念场馆。' },
  { ...HANGZHOU, name: '书法欣赏与临习', type: '5', url: 'https://www.xuexi.cn/', status: '2', intro: '楷书入门，课件更新中。' },
  { ...SHAOXING, name: '周恩来精神与绍兴', type: '2', url: 'https://www.12371.cn/', status: '1', intro: '周恩来纪念馆专题讲解。' },
];

const SKIES: readonly (readonly [Rgb, Rgb])[] = [
  [[210, 60, 50], [140, 30, 30]],
  [[120, 170, 220], [52, 110, 70]],
  [[238, 200, 120], [150, 90, 40]],
];

/** Writes the courses and their covers (files go to `store` before the commit, as the news covers do). */
export async function seedOnlineCourses(q: Queryable, store: FileStore, seed: number): Promise<number> {
  const random = createRandom(seed ^ 0x7c0);
  const files: Row[] = [];
  const courses: Row[] = [];
  const links: Row[] = [];
  for (const [i, course] of COURSES.entries()) {
    const [sky, hills] = SKIES[i % SKIES.length]!;
    const bytes = newsCoverPng(sky, hills, 0.2 + 0.6 * random.next());
    const name = store.newName();
    const part = await store.prepare('incoming', `${name}.part`);
    await writeFile(part, bytes);
    await store.move(part, 'attachments', name);
    files.push({
      id: name, file_name: `${course.name.slice(0, 20)}-封面.png`, storage_name: name, kind: 'png', content_type: 'image/png', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), width: COVER_WIDTH, height: COVER_HEIGHT, org_id: course.orgId, create_by: course.by,
    });
    const id = `seed-course-${String(i + 1).padStart(2, '0')}`;
    courses.push({
      id, org_id: course.orgId, name: course.name, course_type: course.type, url: course.url, thumbnail: name, intro: course.intro, status: course.status,
      status_reason: course.status === '2' ? '课件更新，暂时撤回' : null, create_by: course.by, update_by: course.by,
    });
    links.push({ file_id: name, resource: 'onlineCourse', record_id: id, field: 'thumbnail' });
  }
  await insertRows(q, 'sys_file', files);
  await insertRows(q, 'vg_online_course', courses);
  await insertRows(q, 'sys_file_link', links);
  return courses.length;
}
