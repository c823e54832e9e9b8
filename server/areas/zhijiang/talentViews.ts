/**
 * 银龄人才申报's own calls (docs/api.md): the settings (the declaration window and each city's quota), the
 * statistics by city, kind and state within the user's scope, and an application's approval trail.
 */
import { zh } from '../../../model/i18n/index.ts';
import { talentDeclare } from '../../../model/resources/talentDeclare.ts';
import { todayCst } from '../../../model/resources/cadreDates.ts';
import { CITIES } from '../../../model/zhejiang.ts';
import { PROVINCE_UNITS_CODE, type TalentConfig, type TalentCount, type TalentCountRow, type TalentTrailEntry } from '../../../model/talentDeclare.ts';
import type { Db } from '../../db/db.ts';
import type { Dictionaries } from '../../engine/dictionaries.ts';
import { findRow } from '../../engine/read.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { CODE_BUSINESS } from '../../../model/wire.ts';
import { AppError, businessError } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { cityGroupSql, DECLARED_STATES, talentWindow } from './talentHooks.ts';

/** The quota groups in the province's order: the provincial units, then the 11 cities. */
const GROUPS = [{ code: PROVINCE_UNITS_CODE, name: '省直单位' }, ...CITIES.map((c) => ({ code: c.code, name: c.name }))];
const STATES = Object.keys(talentDeclare.lifecycle!.states);

export async function talentConfig(db: Db, principal: Principal, now = new Date()): Promise<TalentConfig> {
  const window = await talentWindow(db);
  const quotas = new Map((await db.query<{ city_code: string; quota: number }>(`SELECT city_code, quota FROM zj_talent_quota`)).map((r) => [r.city_code, r.quota]));
  const used = window
    ? new Map(
        (await db.query<{ city: string; n: number }>(
          `SELECT ${cityGroupSql('t.org_id')} AS city, count(*)::int AS n FROM zj_talent_declare t
           WHERE t.del_flag = 0 AND t.status = ANY ($1::text[]) AND (t.declare_time AT TIME ZONE 'Asia/Shanghai')::date BETWEEN $2::date AND $3::date GROUP BY 1`,
          [DECLARED_STATES, window.start, window.end],
        )).map((r) => [r.city, r.n]),
      )
    : new Map<string, number>();
  const today = todayCst(now);
  return {
    windowStart: window?.start ?? null,
    windowEnd: window?.end ?? null,
    open: !!window && today >= window.start && today <= window.end,
    version: window?.version ?? 0,
    editable: principal.scope.all,
    quotas: GROUPS.map((g) => ({ cityCode: g.code, cityName: g.name, quota: quotas.get(g.code) ?? null, used: used.get(g.code) ?? 0 })),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: unknown): v is string => typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Saves the window and the quotas in one transaction; the settings apply to every city, so only a province-wide user changes them. */
export async function saveTalentConfig(db: Db, principal: Principal, body: Record<string, unknown>, now = new Date()): Promise<TalentConfig> {
  if (!principal.scope.all) throw businessError(zh('zhijiangTalent.provinceOnly'));
  const { windowStart, windowEnd, version } = body;
  if (!validDate(windowStart) || !validDate(windowEnd) || windowEnd < windowStart) {
    throw businessError(zh('zhijiangTalent.badWindow'), 200, { errors: [{ field: 'windowEnd', message: zh('zhijiangTalent.badWindow') }] });
  }
  const quotas = Array.isArray(body.quotas) ? (body.quotas as { cityCode?: unknown; quota?: unknown }[]) : [];
  const known = new Set(GROUPS.map((g) => g.code));
  for (const q of quotas) {
    if (typeof q?.cityCode !== 'string' || !known.has(q.cityCode)) throw businessError(zh('zhijiangTalent.unknownCity', { code: String(q?.cityCode).slice(0, 20) }));
    if (q.quota !== null && (typeof q.quota !== 'number' || !Number.isInteger(q.quota) || q.quota < 0 || q.quota > 100_000)) {
      throw businessError(zh('zhijiangTalent.badQuota'), 200, { errors: [{ field: `quota.${q.cityCode}`, message: zh('zhijiangTalent.badQuota') }] });
    }
  }
  await db.transaction(async (tx) => {
    const [current] = await tx.query<{ version: number }>(`SELECT version FROM zj_talent_config WHERE id = 'current' FOR UPDATE`);
    if ((current?.version ?? 0) !== Number(version)) throw new AppError(409, zh('engine.conflict'), CODE_BUSINESS);
    await tx.query(
      `INSERT INTO zj_talent_config (id, window_start, window_end, update_by) VALUES ('current', $1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET window_start = $1, window_end = $2, update_by = $3, update_time = now(), version = zj_talent_config.version + 1`,
      [windowStart, windowEnd, principal.userId],
    );
    for (const q of quotas) {
      if (q.quota === null) await tx.query(`DELETE FROM zj_talent_quota WHERE city_code = $1`, [q.cityCode]);
      else await tx.query(`INSERT INTO zj_talent_quota (city_code, quota) VALUES ($1, $2) ON CONFLICT (city_code) DO UPDATE SET quota = $2`, [q.cityCode, q.quota]);
    }
  });
  return talentConfig(db, principal, now);
}

function row(code: string, name: string, counts: Map<string, number>): TalentCountRow {
  const byState = Object.fromEntries(STATES.map((s) => [s, counts.get(s) ?? 0]));
  return { code, name, counts: byState, total: Object.values(byState).reduce((a, b) => a + b, 0) };
}

/** The applications the user may see, counted by city (or the provincial units), by kind and by state. */
export async function talentCount(db: Db, dictionaries: Dictionaries, principal: Principal): Promise<TalentCount> {
  const p = new SqlParams();
  const rows = await db.query<{ city: string; talent_type: string; status: string; n: number }>(
    `SELECT ${cityGroupSql('t.org_id')} AS city, t.talent_type, t.status, count(*)::int AS n FROM zj_talent_declare t
     WHERE t.del_flag = 0 AND ${scopeSql(talentDeclare, principal, p)} GROUP BY 1, 2, 3`,
    p.values,
  );
  const tally = (key: (r: (typeof rows)[number]) => string) => {
    const out = new Map<string, Map<string, number>>();
    for (const r of rows) {
      const counts = out.get(key(r)) ?? new Map<string, number>();
      counts.set(r.status, (counts.get(r.status) ?? 0) + r.n);
      out.set(key(r), counts);
    }
    return out;
  };
  const cities = tally((r) => r.city);
  const types = tally((r) => r.talent_type);
  const label = await dictionaries.labeller();
  const typeCodes = (await dictionaries.all()).find((t) => t.code === 'talent_type')?.items.map((i) => i.code) ?? [...types.keys()];
  return {
    states: STATES,
    byCity: GROUPS.filter((g) => cities.has(g.code) || principal.scope.all).map((g) => row(g.code, g.name, cities.get(g.code) ?? new Map())),
    byType: typeCodes.map((code) => row(code, label('talent_type', code), types.get(code) ?? new Map())),
    total: row('', '合计', tally(() => '').get('') ?? new Map()),
  };
}

/** An application's moves, oldest first, as far as the user may see the application. */
export async function talentTrail(db: Db, principal: Principal, id: string): Promise<TalentTrailEntry[]> {
  if (!(await findRow(db, talentDeclare, principal, id))) throw businessError(zh('zhijiangTalent.notFound'), 404);
  const rows = await db.query<{ time: Date; level: string | null; result: string; opinion: string | null; approver_name: string; org_name: string; from_state: string; to_state: string }>(
    `SELECT a.create_time AS time, a.level, a.result, a.opinion, u.name AS approver_name, o.name AS org_name, a.from_state, a.to_state
     FROM zj_talent_approval a JOIN sys_user u ON u.id = a.approver JOIN sys_org o ON o.id = a.approver_org_id
     WHERE a.declare_id = $1 ORDER BY a.create_time, a.id`,
    [id],
  );
  return rows.map((r) => ({
    time: new Date(r.time).toISOString(), level: r.level as TalentTrailEntry['level'], result: r.result as TalentTrailEntry['result'], opinion: r.opinion,
    approverName: r.approver_name, approverOrgName: r.org_name, fromState: r.from_state, toState: r.to_state,
  }));
}
