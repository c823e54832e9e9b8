/**
 * The cockpit's calls (docs/cockpit.md): every figure of lgbcount, lgbNyCount, workStatistics/sss and
 * monitoring-center equals a direct count of the database, for the province (all 11 cities, and one city
 * picked) and for a Hangzhou user, who sees Hangzhou only whatever city they ask for; no cadre figures to a
 * user who may not view cadres; a bad city refused in words; the demo data fills every chart.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LgbCount, LgbNyCount, MonitoringCenter, WorkStatisticsSss } from '../../model/cockpit.ts';
import { SELF_ENTRY_STATES } from '../../model/resources/cadreLifecycle.ts';
import { CITIES } from '../../model/zhejiang.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

const API = '/lgbsmp/api/v1';
const HANGZHOU = '330100';
const NINGBO = '330200';

async function get<T>(client: SignedClient, path: string): Promise<T> {
  const { body } = await client.json(`${API}/${path}`);
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data as T;
}

for (const engine of ENGINES) {
  describe(`驾驶舱 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    /** Live rows of `table` whose organisation column `org` lies in `city` (every city when null). */
    const direct = async (table: string, org: string, city: string | null, extra = 'TRUE'): Promise<number> => {
      const [row] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} t JOIN sys_org o ON o.id = t.${org}
          WHERE t.del_flag = 0 AND (o.city_code = $1 OR $1::text IS NULL) AND ${extra}`,
        [city],
      );
      return row!.n;
    };
    /** Cadres of the archive: the cadre table less the entries still in the self-entry flow (its list leaves them out). */
    const archived = (city: string | null, extra = 'TRUE') =>
      direct('cadre', 'manage_org_id', city, `t.status NOT IN (${SELF_ENTRY_STATES.map((s) => `'${s}'`).join(', ')}) AND ${extra}`);
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('lgbcount: cadres by city and by kind, as the database has them', async () => {
      const all = await get<LgbCount>(admin, 'lgbcount');
      assert.equal(all.total, await archived(null));
      assert.equal(all.byCity.length, 11);
      for (const city of all.byCity) assert.equal(city.count, await archived(city.code), city.name);
      assert.ok(all.byCity.every((c) => c.count > 0), 'the demo files cadres in every city');
      assert.equal(all.byKind.reduce((n, k) => n + k.count, 0), all.total);
      assert.equal(all.byKind.find((k) => k.code === '2')?.label, '退休');

      const ningbo = await get<LgbCount>(admin, `lgbcount?city=${NINGBO}`);
      assert.equal(ningbo.total, await archived(NINGBO));
      assert.ok(ningbo.byCity.every((c) => c.code === NINGBO || c.count === 0));

      const mine = await get<LgbCount>(hz, 'lgbcount');
      assert.ok(mine.total > 0);
      assert.equal(mine.total, await archived(HANGZHOU));
      assert.ok(mine.byCity.every((c) => c.code === HANGZHOU || c.count === 0), 'a city user counts only their city');
      assert.equal((await get<LgbCount>(hz, `lgbcount?city=${NINGBO}`)).total, 0, 'asking for another city shows nothing of it');
    });

    it('refuses a city that is not one of the 11, in words', async () => {
      const { status, body } = await admin.json(`${API}/lgbcount?city=110000`);
      assert.equal(status, 400);
      assert.match(body.msg, /城市代码不正确/);
    });

    it('gives a user who may not view cadres no cadre figures, and no error', async () => {
      const sys = await signIn(server, 'sys_admin');
      assert.equal(await get<LgbCount | null>(sys, 'lgbcount'), null);
      assert.equal(await get<LgbNyCount | null>(sys, 'lgbNyCount'), null);
      const m = await get<MonitoringCenter>(sys, 'monitoring-center');
      assert.equal(m.figures.cadres, null);
      assert.equal(m.figures.volunteers, null);
    });

    it('lgbNyCount: cadres by year of retirement add up to the cadres', async () => {
      for (const [client, city] of [[admin, null], [hz, HANGZHOU]] as const) {
        const ny = await get<LgbNyCount>(client, 'lgbNyCount');
        assert.equal(ny.years.length, 10);
        const total = await archived(city);
        assert.equal(ny.years.reduce((n, y) => n + y.count, 0) + ny.earlier, total);
        for (const y of ny.years.slice(-3)) {
          assert.equal(y.count, await archived(city, `left(t.retirement_date, 4) = '${y.year}'`), String(y.year));
        }
        assert.ok(ny.years.some((y) => y.count > 0), 'the demo has cadres retired in the last ten years');
      }
    });

    it('workStatistics/sss: the work records of 12 months up to the latest, by month and by kind', async () => {
      for (const [client, city] of [[admin, null], [hz, HANGZHOU]] as const) {
        const s = await get<WorkStatisticsSss>(client, 'workStatistics/sss');
        assert.equal(s.months.length, 12);
        const from = `${s.months[0]!.month}-01`;
        const to = `${s.months[11]!.month}-01`;
        const inMonths = (col: string) => `t.${col} >= '${from}'::date AND t.${col} < '${to}'::date + interval '1 month'`;
        const expected = (await direct('wr_visit', 'manage_org_id', city, inMonths('visit_date'))) + (await direct('wr_difficulty', 'manage_org_id', city, inMonths('help_date')));
        assert.equal(s.months.reduce((n, m) => n + m.count, 0), expected);
        assert.equal(s.byKind.reduce((n, k) => n + k.count, 0), expected);
        assert.equal(s.byKind.length, 7);
        assert.ok(expected > 0, 'the demo has work records in the 12 months shown');
      }
    });

    it('monitoring-center: every key figure is the direct count, by city too', async () => {
      for (const [client, city] of [[admin, null], [hz, HANGZHOU]] as const) {
        const m = await get<MonitoringCenter>(client, 'monitoring-center');
        assert.ok(!Number.isNaN(Date.parse(m.asOf)));
        assert.equal(m.figures.cadres, await archived(city));
        assert.equal(m.figures.volunteers, await direct('zj_volunteer_person', 'org_id', city));
        assert.equal(m.figures.lecturers, await direct('zj_lecturer', 'org_id', city));
        assert.equal(m.figures.lectures, await direct('zj_lecture', 'org_id', city));
        assert.equal(m.figures.talents, await direct('zj_talent_declare', 'org_id', city));
        assert.equal(m.figures.activities, await direct('zj_volunteer_activity', 'org_id', city));
        assert.equal(m.figures.news, await direct('news_trend', 'org_id', city));
        assert.equal(m.figures.workRecords, (await direct('wr_visit', 'manage_org_id', city)) + (await direct('wr_difficulty', 'manage_org_id', city)));
        const [hours] = await server.db.query<{ h: string }>(
          `SELECT coalesce(sum(t.service_hours), 0)::numeric(14, 1)::text AS h FROM zj_volunteer_person t JOIN sys_org o ON o.id = t.org_id
            WHERE t.del_flag = 0 AND (o.city_code = $1 OR $1::text IS NULL)`, [city]);
        assert.equal(m.figures.serviceHours, hours!.h);
        for (const key of ['cadres', 'workRecords', 'volunteers', 'lecturers', 'lectures', 'talents', 'activities', 'news'] as const) {
          assert.ok((m.figures[key] ?? 0) > 0, `${city ?? 'province'}: ${key} is not empty`);
        }
        assert.equal(m.byCity.length, 11);
        for (const c of m.byCity) {
          if (city && c.code !== city) {
            assert.equal(c.volunteers + c.lecturers + c.lectures + c.talents + c.activities, 0, `${c.name} is not the user's`);
            continue;
          }
          assert.equal(c.volunteers, await direct('zj_volunteer_person', 'org_id', c.code), c.name);
          assert.equal(c.lectures, await direct('zj_lecture', 'org_id', c.code), c.name);
        }
        // What the province's own units file is in the totals, not on the 11 cities' map.
        assert.equal(m.byCity.reduce((n, c) => n + c.talents, 0), await direct('zj_talent_declare', 'org_id', city, `o.city_code <> '330000'`));
        assert.equal(m.trend.months.length, 12);
        assert.ok(m.trend.activities.some((n) => n > 0) && m.trend.lectures.some((n) => n > 0) && m.trend.news.some((n) => n > 0), 'every trend line has points');
        for (const s of m.byState) assert.ok(s.states.some((x) => x.count > 0), `${s.resource} by state`);
        assert.equal(m.byState[0]!.states.reduce((n, x) => n + x.count, 0), m.figures.talents);
      }
      const picked = await get<MonitoringCenter>(admin, `monitoring-center?city=${NINGBO}`);
      assert.equal(picked.city, NINGBO);
      assert.equal(picked.figures.cadres, await archived(NINGBO));
      assert.ok(picked.byCity.every((c) => c.code === NINGBO || c.volunteers === 0));
      assert.deepEqual(CITIES.map((c) => c.code), picked.byCity.map((c) => c.code));
    });
  });
}
