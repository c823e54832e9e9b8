/**
 * 工作统计 (issue 19): every number of a year's statistics is the total of the list its figure names (the
 * kind's own list with the figure's filters), for a province and a city user; a Hangzhou user never counts a
 * Ningbo visit; the stays in hospital and the trips abroad under way; a bad year refused in words; the .xlsx with the same numbers; the
 * page's own permission.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { WorkFigure, WorkRecordStatistics } from '../../model/workRecordStatistics.ts';
import { readXlsx } from '../../server/xlsx/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard } from '../cadre/helpers/cadreData.ts';

const stats = async (client: SignedClient, year: number): Promise<WorkRecordStatistics> => {
  const { body } = await client.json(`${API}/workRecordStatistics?year=${year}`);
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data;
};

/** Each figure against its list: the same count. */
async function checkEveryFigure(client: SignedClient, s: WorkRecordStatistics): Promise<number> {
  const figures: WorkFigure[] = [...s.kinds.flatMap((k) => [...k.months, k.total]), ...s.orgs.flatMap((o) => o.kinds), s.inHospital, s.abroad];
  let checked = 0;
  for (const f of figures) {
    assert.ok(f.list, 'every figure of a kind names its list');
    if (f.count === 0 && checked % 7 !== 0) continue;
    const list = (await client.json(`${API}/${f.list.resource}?${f.list.filter}&size=1`)).body.data;
    assert.equal(list.total, f.count, `${f.list.resource}?${f.list.filter}`);
    checked++;
  }
  return checked;
}

for (const engine of ENGINES) {
  describe(`工作统计 on ${engine}`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('gives every number with the list that has exactly its records, for the province and for a city', async () => {
      for (const [client, who] of [[admin, 'province'], [hz, 'Hangzhou']] as const) {
        const s = await stats(client, 2025);
        assert.equal(s.year, 2025);
        assert.equal(s.kinds.length, 7, 'six kinds of visit and hardship help');
        assert.ok(s.kinds.every((k) => k.months.length === 12));
        assert.ok(s.kinds[0]!.total.count > 0, `${who}: the demo year has birthday visits`);
        assert.ok(s.orgs.length > 0, `${who}: organisations below`);
        const checked = await checkEveryFigure(client, s);
        assert.ok(checked > 20, `${who}: ${checked} figures checked`);
        // The month row of all visits adds up the kinds; a kind's year adds up its months, money too.
        for (let m = 0; m < 12; m++) assert.equal(s.visitsByMonth[m]!.count, s.kinds.slice(0, 6).reduce((n, k) => n + k.months[m]!.count, 0));
        for (const k of s.kinds) {
          assert.equal(k.total.count, k.months.reduce((n, f) => n + f.count, 0));
          assert.equal(Math.round(Number(k.total.money) * 100), k.months.reduce((n, f) => n + Math.round(Number(f.money) * 100), 0));
        }
      }
    });

    it('never counts a Ningbo visit for a Hangzhou user, and counts it for the province in its month and city', async () => {
      const cadre = await createCadre(admin, { realName: '甬统老', idCard: idCard('330203', '1940-02-02'), manageOrgId: '330203-01' });
      const [beforeAdmin, beforeHz] = [await stats(admin, 2023), await stats(hz, 2023)];
      await createSub(admin, 'dailyVisit', { cadreId: cadre.id, visitDate: '2023-03-15', consolationMoney: '300' });
      const [afterAdmin, afterHz] = [await stats(admin, 2023), await stats(hz, 2023)];
      const daily = (s: WorkRecordStatistics) => s.kinds.find((k) => k.resource === 'dailyVisit')!;
      assert.equal(daily(afterAdmin).months[2]!.count, daily(beforeAdmin).months[2]!.count + 1);
      assert.equal(Number(daily(afterAdmin).months[2]!.money), Number(daily(beforeAdmin).months[2]!.money) + 300);
      assert.deepEqual(afterHz, beforeHz);
      const ningbo = (s: WorkRecordStatistics) => s.orgs.find((o) => o.orgId === '330200')!.kinds[4]!.count;
      assert.equal(ningbo(afterAdmin), ningbo(beforeAdmin) + 1);
      assert.ok(afterHz.orgs.every((o) => o.orgId.startsWith('3301')), 'a city user sees the organisations of the city');
    });

    it('counts the stays not yet discharged, and a discharge takes one off', async () => {
      const cadre = await createCadre(hz, { realName: '杭院老', idCard: idCard('330106', '1939-09-09') });
      const before = (await stats(hz, 2025)).inHospital.count;
      const stay = await createSub(hz, 'inpatient', { cadreId: cadre.id, hospitalName: '浙江医院', department: '老年科', bed: '3', admissionDate: '2025-01-02', condition: '肺炎' });
      assert.equal(stay.inHospital, true);
      assert.equal((await stats(hz, 2025)).inHospital.count, before + 1);
      const { body } = await hz.json(`${API}/inpatient/${stay.id}`, { method: 'PUT', json: { version: stay.version, dischargeDate: '2025-01-20', inHospital: true } });
      assert.equal(body.code, 0, JSON.stringify(body));
      assert.equal(body.data.inHospital, false, 'kept by the database from the discharge date, whatever the body says');
      assert.equal((await stats(hz, 2025)).inHospital.count, before);
    });

    it('opens on the latest year with records when no year is asked for', async () => {
      const { body } = await hz.json(`${API}/workRecordStatistics`);
      assert.equal(body.data.year, 2025, 'the demo year ends in June 2025');
    });

    it('refuses a year that is not one, in words', async () => {
      for (const year of ['25', '1999', 'abcd', '9999']) {
        const { status, body } = await hz.json(`${API}/workRecordStatistics?year=${year}`);
        assert.equal(status, 400);
        assert.match(body.msg, /^统计年份须为2000年至\d{4}年的四位数字$/);
      }
    });

    it('exports the year’s table with the same numbers, and keeps both behind the page’s own permission', async () => {
      const s = await stats(hz, 2025);
      const res = await hz.fetch(`${API}/workRecordStatistics/export?year=2025`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-disposition') ?? '', /filename\*=UTF-8''/);
      const rows: unknown[][] = [];
      for await (const row of readXlsx(Buffer.from(await res.arrayBuffer()))) rows.push(row.values);
      assert.deepEqual(rows[0]!.slice(0, 3), ['类别', '1月', '2月']);
      assert.deepEqual(rows[1], ['生日看望', ...s.kinds[0]!.months.map((f) => f.count), s.kinds[0]!.total.count, Number(s.kinds[0]!.total.money)]);
      assert.deepEqual(rows.slice(-2).map((r) => r[0]), ['在院人数', '出境未归']);
      assert.equal(rows.at(-1)![13], s.abroad.count);
      const clerk = await signIn(server, 'unit_user');
      assert.equal((await clerk.json(`${API}/workRecordStatistics`)).status, 403);
      assert.equal((await clerk.fetch(`${API}/workRecordStatistics/export`)).status, 403);
    });
  });
}
