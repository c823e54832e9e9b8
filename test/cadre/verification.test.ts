import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard } from './helpers/cadreData.ts';

interface Finding { id: string; version: number; cadreId: string; checkItem: string; field: string; detail: string; handleStatus: string }

for (const engine of ENGINES) {
  describe(`cadre archive: intelligent verification (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    const people: Record<string, Record<string, any>> = {};
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
      people.treatment = await createCadre(hz, { realName: '待遇偏低', jobLevel: '121', treatmentLevel: '7' });
      people.twinA = await createCadre(hz, { realName: '同名同生', idCard: idCard('330106', '1949-09-09') });
      people.twinB = await createCadre(admin, { realName: '同名同生', idCard: idCard('330203', '1949-09-09'), manageOrgId: '330203-01' });
      people.incomplete = await createCadre(hz, { realName: '信息不全', workStartDate: '', treatmentLevel: '' });
      people.lixiu = await createCadre(hz, { realName: '离休存疑' });
      people.legacy = await createCadre(hz, { realName: '旧数据' });
      people.deceased = await createCadre(hz, { realName: '已故仍提醒' });
      await createSub(hz, 'cadreDeath', { cadreId: people.deceased.id, dieDate: '2023-05-05', unConsolationReason: '未办理' });
      const dead = (await hz.json(`${API}/cadre/${people.deceased.id}`)).body.data;
      const turnedOn = await hz.json(`${API}/cadre/${dead.id}`, { method: 'PUT', json: { version: dead.version, isReminder: true } });
      assert.equal(turnedOn.body.data.isReminder, true);
      // Records from before the rules (a restored old system): written past the engine on purpose.
      await server.db.query(`UPDATE cadre SET retirement_type = '1', work_start_date = '1968-01' WHERE id = $1`, [people.lixiu.id]);
      await server.db.query(`UPDATE cadre SET sex = '2', date_of_birth = '1950-01-01' WHERE id = $1`, [people.legacy.id]);
    });
    after(() => server.close());

    const findings = async (client: SignedClient, cadreId: string) =>
      (await client.json(`${API}/intelligentVerificationRecord/page?cadreId=${cadreId}&size=50`)).body.data.records as Finding[];

    it('runs every check over the archive in scope, with a run record per check and a finding per problem', async () => {
      const { status, body } = await hz.json(`${API}/cadreVerification/run`, { method: 'POST', json: {} });
      assert.equal(status, 200, JSON.stringify(body));
      const runs = body.data.runs as { checkItem: string; checked: number; found: number }[];
      assert.deepEqual(runs.map((r) => r.checkItem), ['id_checksum', 'id_birth_sex', 'duplicate', 'age_dates', 'treatment_level', 'lixiu_work_start', 'deceased_reminder', 'incomplete']);
      assert.ok(runs.every((r) => r.checked > 0));
      const detail = async (who: string) => (await findings(hz, people[who]!.id)).map((f) => `${f.checkItem}/${f.field}: ${f.detail}`).sort();
      assert.deepEqual(await detail('treatment'), ['treatment_level/treatmentLevel: 现享受待遇低于职级对应待遇']);
      assert.deepEqual(await detail('twinA'), ['duplicate/realName: 与另一条在册记录姓名、出生日期相同，可能重复登记']);
      assert.deepEqual(await detail('incomplete'), ['incomplete/treatmentLevel: 缺少现享受待遇', 'incomplete/workStartDate: 缺少参加工作时间']);
      assert.deepEqual(await detail('lixiu'), ['lixiu_work_start/workStartDate: 离休干部的参加工作时间应在1949年9月30日及以前']);
      assert.deepEqual(await detail('legacy'), ['id_birth_sex/dateOfBirth: 出生日期与身份证号不一致', 'id_birth_sex/sex: 性别与身份证号不一致']);
      assert.deepEqual(await detail('deceased'), ['deceased_reminder/isReminder: 已去世人员仍开启生日提醒']);
      const runList = await hz.json(`${API}/cadreVerification/runs?size=20`);
      assert.equal(runList.body.data.total, 8);
    });

    it('never reports a cadre outside the runner’s scope, nor shows it to them', async () => {
      assert.deepEqual(await findings(hz, people.twinB!.id), []);
      assert.deepEqual(await findings(admin, people.twinB!.id), []);
      const all = (await hz.json(`${API}/intelligentVerificationRecord/page?size=500`)).body.data.records as Finding[];
      assert.ok(!all.some((f) => f.cadreId === people.twinB!.id));
    });

    it('does not report an open finding twice, and closes it as corrected once the data is fixed', async () => {
      const before = await findings(hz, people.treatment!.id);
      await hz.json(`${API}/cadreVerification/run`, { method: 'POST', json: { checks: ['treatment_level'] } });
      assert.deepEqual((await findings(hz, people.treatment!.id)).map((f) => f.id), before.map((f) => f.id));
      const current = (await hz.json(`${API}/cadre/${people.treatment!.id}`)).body.data;
      await hz.json(`${API}/cadre/${current.id}`, { method: 'PUT', json: { version: current.version, treatmentLevel: '3' } });
      const rerun = await hz.json(`${API}/cadreVerification/run`, { method: 'POST', json: { checks: ['treatment_level'] } });
      assert.equal(rerun.body.data.runs[0].closed, 1);
      assert.equal((await findings(hz, people.treatment!.id))[0]!.handleStatus, 'corrected');
    });

    it('lets a person confirm a finding, or ignore it with a reason, and refuses adding findings by hand', async () => {
      const [dup] = await findings(hz, people.twinA!.id);
      const confirmed = await hz.json(`${API}/intelligentVerificationRecord/${dup!.id}/confirm`, { method: 'PUT', json: { version: dup!.version } });
      assert.equal(confirmed.body.data.handleStatus, 'confirmed');
      const noReason = await hz.json(`${API}/intelligentVerificationRecord/${dup!.id}/ignore`, { method: 'PUT', json: { version: confirmed.body.data.version } });
      assert.equal(noReason.body.msg, '请填写原因');
      const ignored = await hz.json(`${API}/intelligentVerificationRecord/${dup!.id}/ignore`, { method: 'PUT', json: { version: confirmed.body.data.version, reason: '确为两人，同名同日生' } });
      assert.equal(ignored.body.data.handleStatus, 'ignored');
      assert.equal(ignored.body.data.statusReason, '确为两人，同名同日生');
      const byHand = await hz.json(`${API}/intelligentVerificationRecord`, { method: 'POST', json: { detail: 'x' } });
      assert.equal(byHand.status, 400);
      assert.equal(byHand.body.msg, '智能核验结果由系统生成，不能手工新增');
    });

    it('refuses an unknown check by name', async () => {
      const { status, body } = await hz.json(`${API}/cadreVerification/run`, { method: 'POST', json: { checks: ['horoscope'] } });
      assert.equal(status, 400);
      assert.equal(body.msg, '未知的核验项目：horoscope');
    });
  });
}
