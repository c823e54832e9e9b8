import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readXlsx } from '../../server/xlsx/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, bornDaysAhead, createCadre, createSub, idCard, todayCst } from './helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`cadre archive: birthday and political birthday reminders (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    const name = (n: string) => `寿星${n}`;
    const later = { workStartDate: '1975-01', partyJoinDate: '1980-01', retirementDate: '2015-01' };
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      await createCadre(admin, { ...later, realName: name('甲'), idCard: idCard('330106', bornDaysAhead(75, 3)) });
      await createCadre(admin, { ...later, realName: name('乙'), idCard: idCard('330106', bornDaysAhead(71, 2)), isReminder: false });
      const gone = await createCadre(admin, { ...later, realName: name('丙'), idCard: idCard('330106', bornDaysAhead(80, 1)) });
      await createSub(admin, 'cadreDeath', { cadreId: gone.id, dieDate: '2024-01-01', unConsolationReason: '未办理' });
      await createCadre(admin, { ...later, realName: name('丁'), idCard: idCard('330203', bornDaysAhead(72, 4)), manageOrgId: '330203-01' });
      await createCadre(admin, { ...later, realName: name('戊'), idCard: idCard('330106', '1950-01-01'), birthday: `1950-${bornDaysAhead(0, 5).slice(5)}` });
      await createCadre(admin, { ...later, realName: name('己'), idCard: idCard('330106', bornDaysAhead(76, 6)), birthday: `${bornDaysAhead(76, 6).slice(0, 4)}-01-15`, birthdayCalendar: '1' });
      await createCadre(admin, { ...later, realName: name('庚'), idCard: idCard('330106', bornDaysAhead(73, 20)) });
    });
    after(() => server.close());

    it('lists birthdays of the next 7 days soonest first, with the age turned and milestone ages highlighted', async () => {
      const { body } = await hz.json(`${API}/cadreReminder/birthday?days=7&realName=${encodeURIComponent('寿星')}`);
      assert.equal(body.data.today, todayCst());
      const rows = body.data.records as { realName: string; countdown: number; age: number; milestone: boolean; lunarBirthday: boolean }[];
      assert.deepEqual(rows.map((r) => [r.realName, r.countdown]), [[name('甲'), 3], [name('戊'), 5], [name('己'), 6]]);
      assert.deepEqual(rows.map((r) => [r.age, r.milestone]).slice(0, 1), [[75, true]]);
      assert.equal(rows[2]!.lunarBirthday, true);
      assert.equal(body.data.total, 3);
    });

    it('widens to 30 days and refuses any other window', async () => {
      const { body } = await hz.json(`${API}/cadreReminder/birthday?days=30&realName=${encodeURIComponent('寿星')}`);
      assert.ok(body.data.records.some((r: { realName: string }) => r.realName === name('庚')));
      const bad = await hz.json(`${API}/cadreReminder/birthday?days=10`);
      assert.equal(bad.status, 400);
      assert.equal(bad.body.msg, '提醒范围只能是7、15或30天');
    });

    it('reminds the province of every city, and never the deceased or those who turned reminders off', async () => {
      const { body } = await admin.json(`${API}/cadreReminder/birthday?days=7&realName=${encodeURIComponent('寿星')}`);
      const names = body.data.records.map((r: { realName: string }) => r.realName);
      assert.ok(names.includes(name('丁')));
      assert.ok(!names.includes(name('乙')) && !names.includes(name('丙')));
    });

    it('lists party anniversaries of the month, with fifty years in the party highlighted', async () => {
      const today = todayCst();
      const joined = `${Number(today.slice(0, 4)) - 50}-${today.slice(5, 7)}`;
      const member = await createCadre(admin, { realName: '党龄五十', idCard: idCard('330106', '1945-01-01'), partyJoinDate: joined, workStartDate: '1965-01' });
      const { body } = await hz.json(`${API}/cadreReminder/politics?days=7&realName=${encodeURIComponent('党龄五十')}`);
      assert.deepEqual(body.data.records.map((r: { id: string; partyYears: number; milestone: boolean; countdown: number }) => [r.id, r.partyYears, r.milestone, r.countdown]), [[member.id, 50, true, 0]]);
    });

    it('exports the window as a spreadsheet with the same people', async () => {
      const res = await hz.fetch(`${API}/cadreReminder/birthday/export?days=7&realName=${encodeURIComponent('寿星')}`);
      assert.equal(res.status, 200);
      const rows: unknown[][] = [];
      for await (const row of readXlsx(Buffer.from(await res.arrayBuffer()))) rows.push(row.values);
      assert.equal(rows[0]![0], '姓名');
      assert.deepEqual(rows.slice(1).map((r) => r[0]), [name('甲'), name('戊'), name('己')]);
      assert.equal(rows[1]![6], '是');
    });
  });
}
