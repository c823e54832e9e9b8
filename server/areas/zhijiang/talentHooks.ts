/**
 * The rules of 银龄人才申报 that a declaration cannot say (docs/zhijiang.md): an application belongs to the
 * unit that manages its cadre; a declaration (submit) is refused outside the window and over its city's
 * quota; every move writes the approval trail; the final approval files the talent in the cadre's archive
 * (银龄人才, cadre_talent). The levels themselves are the engine's review workflow (reviewLevels.ts).
 */
import { zh } from '../../../model/i18n/index.ts';
import type { ReviewLevelName } from '../../../model/resource/types.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { talentDeclare } from '../../../model/resources/talentDeclare.ts';
import { PROVINCE_UNITS_CODE } from '../../../model/talentDeclare.ts';
import type { Queryable, Row } from '../../db/db.ts';
import type { HookContext, ResourceHooks } from '../../engine/hooks.ts';
import { newId } from '../../engine/write.ts';
import { businessError } from '../../http/errors.ts';
import { cadreOf } from '../cadre/hooks/cadreOf.ts';

/** States in which an application counts against its city's quota: declared and not returned. */
export const DECLARED_STATES = ['unitReview', 'cityReview', 'provinceReview', 'approved'];

export interface TalentWindow {
  start: string;
  end: string;
  version: number;
}

export async function talentWindow(q: Queryable): Promise<TalentWindow | undefined> {
  const [row] = await q.query<{ start: string; end: string; version: number }>(
    `SELECT to_char(window_start, 'YYYY-MM-DD') AS start, to_char(window_end, 'YYYY-MM-DD') AS "end", version FROM zj_talent_config WHERE id = 'current'`,
  );
  return row;
}

/** Refuses a declaration when today (China time) is not in the window. */
async function checkWindow(q: Queryable, now = new Date()): Promise<TalentWindow> {
  const window = await talentWindow(q);
  if (!window) throw businessError(zh('zhijiangTalent.noWindow'));
  const today = todayCst(now);
  if (today < window.start || today > window.end) throw businessError(zh('zhijiangTalent.outsideWindow', { start: window.start, end: window.end }));
  return window;
}

/** The quota group of an organisation: its city, or the provincial units' code. */
export const cityGroupSql = (orgColumn: string) => `(SELECT o.city_code FROM sys_org o WHERE o.id = ${orgColumn})`;

/** Refuses a declaration over the city's quota; the quota row is locked so that two declarations cannot both take the last place. */
async function checkQuota(q: Queryable, window: TalentWindow, row: Row): Promise<void> {
  const [org] = await q.query<{ city_code: string }>(`SELECT city_code FROM sys_org WHERE id = $1`, [row.org_id]);
  const city = org?.city_code ?? PROVINCE_UNITS_CODE;
  const [limit] = await q.query<{ quota: number }>(`SELECT quota FROM zj_talent_quota WHERE city_code = $1 FOR UPDATE`, [city]);
  if (!limit) return;
  const [used] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM zj_talent_declare t
     WHERE t.del_flag = 0 AND t.id <> $1 AND t.status = ANY ($2::text[]) AND ${cityGroupSql('t.org_id')} = $3
       AND (t.declare_time AT TIME ZONE 'Asia/Shanghai')::date BETWEEN $4::date AND $5::date`,
    [row.id, DECLARED_STATES, city, window.start, window.end],
  );
  if ((used?.n ?? 0) >= limit.quota) {
    const [name] = await q.query<{ name: string }>(`SELECT short_name AS name FROM sys_org WHERE id = $1`, [city]);
    const cityName = city === PROVINCE_UNITS_CODE ? '省直单位' : (name?.name ?? city);
    throw businessError(zh('zhijiangTalent.quotaFull', { city: cityName, quota: limit.quota }));
  }
}

/** One application per cadre and kind at a time: none while another waits at a level or has been approved. */
async function checkOpen(q: Queryable, row: Row): Promise<void> {
  const [other] = await q.query(
    `SELECT 1 FROM zj_talent_declare WHERE del_flag = 0 AND id <> $1 AND cadre_id = $2 AND talent_type = $3 AND status = ANY ($4::text[])`,
    [row.id, row.cadre_id, row.talent_type, DECLARED_STATES],
  );
  if (other) throw businessError(zh('zhijiangTalent.openApplication'));
}

/** The level a record waits at in `state`, if any. */
const levelAt = (state: string): ReviewLevelName | null => talentDeclare.lifecycle!.review!.levels!.find((l) => l.state === state)?.level ?? null;

async function fileInArchive(ctx: HookContext, row: Row): Promise<void> {
  await ctx.tx.query(
    `INSERT INTO cadre_talent (id, cadre_id, cadre_name, specialty, talent_type, title_grade, achievements, remarks, talent_declare_id, create_by, update_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (talent_declare_id) WHERE talent_declare_id IS NOT NULL DO NOTHING`,
    [newId(), row.cadre_id, row.cadre_name, row.specialty, row.talent_type, row.title_grade ?? null, String(row.achievements).slice(0, 1000), zh('zhijiangTalent.archiveRemark'), row.id, ctx.principal.userId],
  );
}

export function talentHooks(now: () => Date = () => new Date()): ResourceHooks {
  return {
    // The application is the unit's that manages the cadre; a new one only while the window is open.
    async derive(ctx, op, values) {
      if (op !== 'create') return {};
      const cadre = await cadreOf(ctx.tx, ctx.principal, values.cadreId);
      if (!cadre) return {};
      return { cadreId: cadre.id, cadreName: cadre.realName, orgId: cadre.manageOrgId };
    },
    async beforeWrite(ctx, op) {
      if (op === 'create') await checkWindow(ctx.tx, now());
    },
    async beforeTransition(ctx, move, row, to, reason) {
      if (move.name === 'submit') {
        const window = await checkWindow(ctx.tx, now());
        await checkOpen(ctx.tx, row);
        await checkQuota(ctx.tx, window, row);
        await ctx.tx.query(`UPDATE zj_talent_declare SET declare_time = now() WHERE id = $1`, [row.id]);
      }
      await ctx.tx.query(
        `INSERT INTO zj_talent_approval (id, declare_id, level, result, opinion, approver, approver_org_id, from_state, to_state) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [newId(), row.id, levelAt(String(row.status)), move.name, reason || null, ctx.principal.userId, ctx.principal.orgId, row.status, to],
      );
      if (to === 'approved') await fileInArchive(ctx, row);
    },
  };
}
