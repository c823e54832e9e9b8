/**
 * The demo 年度报告 and staff teams. Reports for 2025 (last year) of the eleven cities and 西湖区, their figures
 * counted from the seeded archive and work records as `annualReport/auto` counts them: Hangzhou's accepted by
 * the province, Shaoxing's and 宁波's submitted (waiting for the province), 西湖区's submitted (waiting for
 * Hangzhou), 温州's returned with a reason, the rest drafts. Staff: three to five people at every city bureau,
 * a couple at 西湖区's and 越城区's, and at six provincial units.
 */
import { CITIES, PROVINCE } from '../../model/zhejiang.ts';
import type { Queryable, Row } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import { reportFigures } from '../areas/liaison/annualReportAuto.ts';
import type { OrgRow } from './organisations.ts';
import { personName } from './personName.ts';
import { AREA_CODES } from './phoneBook.ts';
import { createRandom } from './random.ts';

const YEAR = 2025;
const P = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

interface Report {
  orgId: string;
  by: string;
  status: 'draft' | 'submitted' | 'returned' | 'accepted';
  reviewer?: string;
  reason?: string;
}

const reports = (): Report[] => [
  ...CITIES.map((c): Report => {
    const by = c.code === '330100' ? 'user-hz-admin' : c.code === '330600' ? 'user-sx-admin' : `user-${c.code}`;
    if (c.code === '330100') return { orgId: c.code, by, status: 'accepted', reviewer: 'user-admin' };
    if (c.code === '330600' || c.code === '330200') return { orgId: c.code, by, status: 'submitted' };
    if (c.code === '330300') return { orgId: c.code, by, status: 'returned', reviewer: 'user-admin', reason: '走访慰问数据与工作记录不一致，请核实后重新上报' };
    return { orgId: c.code, by, status: 'draft' };
  }),
  { orgId: '330106', by: 'user-330106', status: 'submitted' },
];

/** Written after the archive and the work records, whose figures they carry. */
export async function seedAnnualReports(q: Queryable, orgs: readonly OrgRow[]): Promise<void> {
  const name = new Map(orgs.map((o) => [o.id, o.name]));
  const rows: Row[] = [];
  for (const report of reports()) {
    const figures = await reportFigures(q, { orgId: report.orgId, year: YEAR });
    const decided = report.reviewer !== undefined;
    rows.push({
      id: `seed-annual-${report.orgId}`, org_id: report.orgId, year: YEAR, title: `${name.get(report.orgId)}${YEAR}年度离退休干部工作报告`,
      content: P(`${YEAR}年，${name.get(report.orgId)}围绕落实离退休干部政治待遇和生活待遇，开展走访慰问、困难帮扶和疗养休养工作。`,
        '下一年度将继续加强离退休干部党支部建设，推动老干部工作提质增效。'),
      cadre_total: figures.cadreTotal, retired_count: figures.retiredCount, pensioned_count: figures.pensionedCount, deceased_count: figures.deceasedCount,
      visit_count: figures.visitCount, inpatient_count: figures.inpatientCount, difficulty_count: figures.difficultyCount, rest_count: figures.restCount,
      status: report.status, status_reason: report.reason ?? null, approver: report.reviewer ?? null,
      approve_time: decided ? '2026-02-10T10:00:00+08:00' : null, create_by: report.by, update_by: report.reviewer ?? report.by,
    });
  }
  await insertRows(q, 'annual_report', rows);
}

const CITY_POSTS = ['局长', '副局长', '离退休干部科科长', '办公室主任', '综合科科员'];
const UNIT_POSTS = ['离退休干部处处长', '老干部工作联络员'];

export function officerTeamRows(orgs: readonly OrgRow[], seed: number): Row[] {
  const random = createRandom(seed ^ 0x0ff1);
  const rows: Row[] = [];
  const add = (org: OrgRow, kind: 'city' | 'province', posts: readonly string[]) => {
    posts.forEach((post, i) => {
      const sex = random.pick(['1', '1', '2'] as const);
      const area = AREA_CODES[org.city_code] ?? AREA_CODES['330100']!;
      rows.push({
        id: random.id(), kind, org_id: org.id, name: personName(random, sex), sex, post,
        full_part: i < 2 || random.next() < 0.6 ? '1' : '2', city: org.city_code,
        phone: random.next() < 0.5 ? `${area}-8${String(random.int(0, 9_999_999)).padStart(7, '0')}` : `1${random.pick(['3', '5', '8'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
        create_by: 'user-admin', update_by: 'user-admin',
      });
    });
  };
  for (const org of orgs) {
    if (org.kind === 'city') add(org, 'city', CITY_POSTS.slice(0, random.int(3, 5)));
    else if (org.id === '330106' || org.id === '330602') add(org, 'city', CITY_POSTS.slice(1, 3));
    else if (org.kind === 'unit' && org.parent_id === PROVINCE.code && Number(org.id.slice(-2)) <= 6) add(org, 'province', UNIT_POSTS);
  }
  return rows;
}
