/**
 * The demo 新闻动态: what the province, Hangzhou, 西湖区, unit_user's unit and Shaoxing published in the seed's
 * year, each with a generated cover stored as an upload is (file, sys_file row, link to the record), two
 * pinned, one withdrawn with its reason, one still a draft, and view counts as readers left them.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import type { FileStore } from '../engine/fileStore.ts';
import type { Rgb } from './avatarPng.ts';
import { COVER_HEIGHT, COVER_WIDTH, newsCoverPng } from './newsCoverPng.ts';
import { createRandom } from './random.ts';

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

interface News {
  headline: string;
  column: string;
  source: string;
  orgId: string;
  by: string;
  /** China time of publishing; null for a draft. */
  published: string | null;
  status: '0' | '1' | '2';
  reason?: string;
  top?: boolean;
  text: string;
}

const PROVINCE = { orgId: '330000', by: 'user-admin', source: '浙江省委老干部局' };
const HANGZHOU = { orgId: '330100', by: 'user-hz-admin', source: '杭州市委老干部局' };
const XIHU = { orgId: '330106', by: 'user-330106', source: '西湖区委老干部局' };
const UNIT = { orgId: '330106-01', by: 'user-unit', source: '西湖区教育局' };
const SHAOXING = { orgId: '330600', by: 'user-sx-admin', source: '绍兴市委老干部局' };

const NEWS: readonly News[] = [
  { ...PROVINCE, headline: '全省离退休干部工作会议在杭州召开', column: '1', published: '2025-02-18 09:30', status: '1', top: true,
    text: paragraphs('2月18日，全省离退休干部工作会议在杭州召开。会议总结2024年全省离退休干部工作，部署2025年重点任务。', '会议强调，要持续深化“银龄风采”品牌建设，推动离退休干部工作高质量发展。') },
  { ...PROVINCE, headline: '省委老干部局开展春节走访慰问老同志活动', column: '1', published: '2025-01-20 15:00', status: '1',
    text: paragraphs('春节前夕，省委老干部局领导分组走访慰问离休干部和困难老同志，送去节日祝福。') },
  { ...PROVINCE, headline: '《浙江省离退休干部服务管理办法》政策解读', column: '3', published: '2025-03-10 10:00', status: '1', top: true,
    text: paragraphs('办法共六章三十条，明确了离退休干部政治待遇、生活待遇的落实要求。', '本文就服务对象、经费保障、走访慰问制度等要点作出解读。') },
  { ...PROVINCE, headline: '银龄志愿者助力乡村振兴', column: '4', published: '2025-05-06 11:20', status: '1',
    text: paragraphs('全省各地组织离退休干部志愿者深入乡村，开展政策宣讲、技术指导和结对帮扶。') },
  { ...PROVINCE, headline: '关于2025年重阳节走访慰问工作的安排（草稿）', column: '5', published: null, status: '0',
    text: paragraphs('请各市委老干部局结合实际，做好重阳节期间走访慰问工作。') },
  { ...HANGZHOU, headline: '杭州市老干部活动中心“周末课堂”开课', column: '2', published: '2025-03-22 14:00', status: '1',
    text: paragraphs('杭州市老干部活动中心“周末课堂”正式开课，首期开设书法、摄影、智能手机使用等课程。') },
  { ...HANGZHOU, headline: '杭州市举办离退休干部健康知识讲座', column: '1', published: '2025-04-16 09:00', status: '1',
    text: paragraphs('讲座邀请省人民医院专家讲解老年慢性病防治知识，两百余名老同志参加。') },
  { ...HANGZHOU, headline: '杭州市老干部合唱团赴社区演出', column: '4', published: '2025-04-28 19:30', status: '2', reason: '演出时间调整，待重新发布',
    text: paragraphs('杭州市老干部合唱团走进社区，为居民带来一场精彩的文艺演出。') },
  { ...XIHU, headline: '西湖区“银发先锋”结对帮扶困难学生', column: '2', published: '2025-05-12 10:00', status: '1',
    text: paragraphs('西湖区离退休干部党支部开展“银发先锋”行动，二十名老党员结对帮扶困难学生。') },
  { ...UNIT, headline: '西湖区教育局组织退休教师参观数字校园', column: '2', published: '2025-06-03 15:30', status: '1',
    text: paragraphs('西湖区教育局组织退休教师代表参观辖区数字校园建设成果，老同志们为教育发展建言献策。') },
  { ...SHAOXING, headline: '绍兴市开展离退休干部信息核查工作', column: '1', published: '2025-04-23 09:00', status: '1',
    text: paragraphs('绍兴市委老干部局对照编办数据，对全市离退休干部信息逐人核查。') },
  { ...SHAOXING, headline: '绍兴老干部书画展开幕', column: '4', published: '2025-06-12 10:30', status: '1',
    text: paragraphs('绍兴市老干部书画展在市文化馆开幕，展出作品一百二十余件。') },
];

const SKIES: readonly (readonly [Rgb, Rgb])[] = [
  [[120, 170, 220], [52, 110, 70]],
  [[238, 170, 120], [120, 80, 60]],
  [[150, 200, 210], [40, 90, 110]],
  [[200, 190, 230], [90, 80, 130]],
];

/** Writes the news and their covers (files go to `store` before the commit, as the photos do). */
export async function seedNewsTrends(q: Queryable, store: FileStore, seed: number): Promise<number> {
  const random = createRandom(seed ^ 0x4e5);
  const files: Row[] = [];
  const news: Row[] = [];
  const links: Row[] = [];
  for (const [i, item] of NEWS.entries()) {
    const [sky, hills] = SKIES[i % SKIES.length]!;
    const bytes = newsCoverPng(sky, hills, 0.2 + 0.6 * random.next());
    const name = store.newName();
    const part = await store.prepare('incoming', `${name}.part`);
    await writeFile(part, bytes);
    await store.move(part, 'attachments', name);
    files.push({
      id: name, file_name: `${item.headline.slice(0, 20)}-封面.png`, storage_name: name, kind: 'png', content_type: 'image/png', size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), width: COVER_WIDTH, height: COVER_HEIGHT, org_id: item.orgId, create_by: item.by,
    });
    const id = `seed-news-${String(i + 1).padStart(2, '0')}`;
    news.push({
      id, headline: item.headline, news_column: item.column, source: item.source, org_id: item.orgId, cover: name, context: item.text,
      is_top: item.top ?? false, publish_time: item.published ? `${item.published}:00+08:00` : null,
      view_count: item.published ? random.int(20, 600) : 0, status: item.status, status_reason: item.reason ?? null, create_by: item.by, update_by: item.by,
    });
    links.push({ file_id: name, resource: 'newsTrends', record_id: id, field: 'cover' });
  }
  await insertRows(q, 'sys_file', files);
  await insertRows(q, 'news_trend', news);
  await insertRows(q, 'sys_file_link', links);
  return news.length;
}
