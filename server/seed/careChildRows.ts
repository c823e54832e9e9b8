/**
 * The demo 关心下一代: the province's committee, one per city, and in Hangzhou and Shaoxing the county, township
 * and village committees below them (a tree of every level); three to four members each (五老 of every kind, the
 * first from the committee's own retired cadres); work news and 五老风采 (with a picture stored as an upload is)
 * of the province, Hangzhou, 西湖区 and Shaoxing, most published, one a draft, one withdrawn.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { CITIES } from '../../model/zhejiang.ts';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import type { FileStore } from '../engine/fileStore.ts';
import { COVER_HEIGHT, COVER_WIDTH, newsCoverPng } from './newsCoverPng.ts';
import { personName } from './personName.ts';
import { AREA_CODES } from './phoneBook.ts';
import { createRandom, type Random } from './random.ts';

interface Committee {
  id: string;
  orgId: string;
  name: string;
  level: string;
  parent?: string;
  intro: string;
}

const PROVINCE_ID = 'seed-care-330000';
const committees = (): Committee[] => [
  { id: PROVINCE_ID, orgId: '330000', name: '浙江省关心下一代工作委员会', level: '1', intro: '省关工委组织全省“五老”开展青少年思想道德教育、关爱帮扶和校外教育工作。' },
  ...CITIES.map((c) => ({ id: `seed-care-${c.code}`, orgId: c.code, name: `${c.name}关心下一代工作委员会`, level: '2', parent: PROVINCE_ID,
    intro: `${c.name}关工委在市委领导下，组织老同志关心教育青少年健康成长。` })),
  { id: 'seed-care-330106', orgId: '330106', name: '西湖区关心下一代工作委员会', level: '3', parent: 'seed-care-330100', intro: '西湖区关工委联系辖区学校和社区，开展“五老”进校园活动。' },
  { id: 'seed-care-330106-x', orgId: '330106', name: '西湖街道关心下一代工作委员会', level: '4', parent: 'seed-care-330106', intro: '西湖街道关工委组织老党员结对帮扶辖区困难学生。' },
  { id: 'seed-care-330106-v', orgId: '330106', name: '龙井村关心下一代工作小组', level: '5', parent: 'seed-care-330106-x', intro: '龙井村关工小组开展茶乡红色故事宣讲和暑期托管。' },
  { id: 'seed-care-330602', orgId: '330602', name: '越城区关心下一代工作委员会', level: '3', parent: 'seed-care-330600', intro: '越城区关工委依托鲁迅故里等教育阵地开展青少年教育。' },
  { id: 'seed-care-330602-x', orgId: '330602', name: '塔山街道关心下一代工作委员会', level: '4', parent: 'seed-care-330602', intro: '塔山街道关工委组织“五老”参与社区青少年活动。' },
];

const POSTS = ['主任', '常务副主任', '副主任', '委员'];

/** Whether a cadre's organisation lies in a committee's bureau's area (the ids of sys_org nest by prefix). */
function inArea(orgId: string, cadreOrg: string): boolean {
  if (orgId === '330000') return cadreOrg.startsWith('330000');
  return cadreOrg.startsWith(orgId.endsWith('00') ? orgId.slice(0, 4) : orgId);
}

const mobile = (random: Random) => `1${random.pick(['3', '5', '8'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;

export function careOrganizationRows(seed: number): { orgs: Row[]; names: Map<string, string> } {
  const random = createRandom(seed ^ 0xca2e);
  const list = committees();
  const names = new Map(list.map((c) => [c.id, c.name]));
  const orgs = list.map((c) => ({
    id: c.id, org_id: c.orgId, mechanism_name: c.name, level: c.level, parent_id: c.parent ?? null, parent_name: c.parent ? names.get(c.parent)! : null,
    contact_person: personName(random), contact_information: `${AREA_CODES[c.orgId.slice(0, 4) + '00'] ?? AREA_CODES['330100']}-8${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
    introduction: c.intro, create_by: 'user-admin', update_by: 'user-admin',
  }));
  return { orgs, names };
}

export function careMemberRows(orgs: readonly Row[], cadres: readonly Row[], seed: number): Row[] {
  const random = createRandom(seed ^ 0xca3e);
  const rows: Row[] = [];
  for (const org of orgs) {
    const own = cadres.filter((c) => c.status === 'normal' && inArea(String(org.org_id), String(c.manage_org_id)));
    const count = random.int(3, 4);
    for (let i = 0; i < count; i++) {
      const cadre = i === 0 && own.length ? random.pick(own) : undefined;
      const sex = (cadre?.sex as '1' | '2' | undefined) ?? random.pick(['1', '1', '2'] as const);
      rows.push({
        id: random.id(), care_org_id: org.id, care_org_name: org.mechanism_name, cadre_id: cadre?.id ?? null,
        member_name: cadre ? String(cadre.real_name) : personName(random, sex), sex, phone: mobile(random),
        five_old: cadre ? '1' : random.pick(['2', '3', '4', '5']), post: POSTS[Math.min(i, POSTS.length - 1)],
        create_by: 'user-admin', update_by: 'user-admin',
      });
    }
  }
  return rows;
}

interface Item {
  kind: 'trend' | 'demeanor';
  orgId: string;
  by: string;
  title: string;
  fiveOld?: string;
  published: string | null;
  status: '0' | '1' | '2';
  reason?: string;
  text: string;
}

const P = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ITEMS: readonly Item[] = [
  { kind: 'trend', orgId: '330000', by: 'user-admin', title: '省关工委召开2026年全省关心下一代工作会议', published: '2026-03-12 09:30', status: '1',
    text: P('会议总结2025年全省关心下一代工作，部署2026年重点任务。', '会议要求各级关工委深化“五老”进校园、进社区活动。') },
  { kind: 'trend', orgId: '330000', by: 'user-admin', title: '全省“五老”宣讲团暑期走进乡村学校', published: '2026-07-18 10:00', status: '1',
    text: P('暑期期间，全省“五老”宣讲团深入山区海岛学校开展红色故事宣讲两百余场。') },
  { kind: 'trend', orgId: '330000', by: 'user-admin', title: '关于开展2026年度优秀关工委评选的通知（草稿）', published: null, status: '0',
    text: P('请各市关工委按照评选条件做好推荐工作。') },
  { kind: 'trend', orgId: '330100', by: 'user-hz-admin', title: '杭州市关工委开展“老少同心·共话成长”主题活动', published: '2026-05-20 14:00', status: '1',
    text: P('杭州市关工委组织老干部与青少年面对面交流，分享成长经历。') },
  { kind: 'trend', orgId: '330106', by: 'user-330106', title: '西湖区“五老”助力暑期托管班', published: '2026-07-08 09:00', status: '1',
    text: P('西湖区关工委组织退休教师参与社区暑期托管，辅导学生作业、讲授传统文化。') },
  { kind: 'trend', orgId: '330600', by: 'user-sx-admin', title: '绍兴市关工委开展青少年法治教育进校园', published: '2026-04-15 10:30', status: '1',
    text: P('绍兴市关工委联合政法系统老同志，走进中小学开展法治教育讲座。') },
  { kind: 'trend', orgId: '330600', by: 'user-sx-admin', title: '绍兴市关工委“春蕾助学”活动', published: '2026-02-26 15:00', status: '2', reason: '受助学生名单待核实，暂时撤回',
    text: P('绍兴市关工委向困难家庭学生发放助学金。') },
  { kind: 'demeanor', orgId: '330000', by: 'user-admin', fiveOld: '1', title: '退而不休的“红色宣讲员”', published: '2026-04-02 09:00', status: '1',
    text: P('退休后十余年坚持走进校园，为青少年讲述革命故事，累计宣讲三百余场。') },
  { kind: 'demeanor', orgId: '330000', by: 'user-admin', fiveOld: '3', title: '老专家的“科技小课堂”', published: '2026-06-10 10:00', status: '1',
    text: P('退休科研人员在社区开设科技小课堂，带领孩子们动手做实验。') },
  { kind: 'demeanor', orgId: '330100', by: 'user-hz-admin', fiveOld: '4', title: '老教师义务辅导三十年', published: '2026-09-10 09:30', status: '1',
    text: P('退休教师坚持为外来务工人员子女义务辅导功课。') },
  { kind: 'demeanor', orgId: '330106', by: 'user-330106', fiveOld: '2', title: '老战士讲述抗战故事', published: '2026-08-15 10:00', status: '1',
    text: P('九旬老战士走进龙井村小学，为孩子们讲述亲历的抗战故事。') },
  { kind: 'demeanor', orgId: '330600', by: 'user-sx-admin', fiveOld: '5', title: '劳动模范的传承课', published: null, status: '0',
    text: P('全国劳动模范为职业学校学生讲述工匠精神。') },
];

/** Writes the work news and 五老风采 with the pictures (files go to `store` before the commit, as the news covers do). */
export async function seedCareContent(q: Queryable, store: FileStore, seed: number): Promise<void> {
  const random = createRandom(seed ^ 0xca4e);
  const files: Row[] = [];
  const items: Row[] = [];
  const links: Row[] = [];
  for (const [i, item] of ITEMS.entries()) {
    const id = `seed-care-content-${String(i + 1).padStart(2, '0')}`;
    let thumbnail: string | null = null;
    if (item.kind === 'demeanor') {
      const bytes = newsCoverPng([150 + random.int(0, 90), 170, 220], [60, 100 + random.int(0, 60), 70], 0.2 + 0.6 * random.next());
      thumbnail = store.newName();
      const part = await store.prepare('incoming', `${thumbnail}.part`);
      await writeFile(part, bytes);
      await store.move(part, 'attachments', thumbnail);
      files.push({
        id: thumbnail, file_name: `${item.title.slice(0, 20)}.png`, storage_name: thumbnail, kind: 'png', content_type: 'image/png', size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'), width: COVER_WIDTH, height: COVER_HEIGHT, org_id: item.orgId, create_by: item.by,
      });
      links.push({ file_id: thumbnail, resource: 'fiveOldDemeanor', record_id: id, field: 'thumbnail' });
    }
    items.push({
      id, kind: item.kind, org_id: item.orgId, title: item.title, five_old: item.fiveOld ?? null, thumbnail, content: item.text,
      publish_time: item.published ? `${item.published}:00+08:00` : null, status: item.status, status_reason: item.reason ?? null, create_by: item.by, update_by: item.by,
    });
  }
  await insertRows(q, 'sys_file', files);
  await insertRows(q, 'care_content', items);
  await insertRows(q, 'sys_file_link', links);
}
