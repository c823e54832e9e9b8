import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { maskIdCard } from '../../model/idCard.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, idCard } from './helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`cadre archive: sync from the staffing office (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let hz: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    const preview = (json: Record<string, unknown>) => hz.json(`${API}/cadreSync/preview`, { method: 'POST', json });
    const rowsOf = async (batch: string) => (await hz.json(`${API}/cadreSync/${batch}/rows?size=100`)).body.data.records as Record<string, any>[];
    const byName = async (name: string) => (await hz.json(`${API}/cadre?realName=${encodeURIComponent(name)}`)).body.data.records as Record<string, any>[];

    it('compares a feed by ID number before writing, then applies new and changed people and records every failure', async () => {
      const keptId = idCard('330106', '1950-01-11');
      const changedId = idCard('330106', '1950-01-12');
      const ningboId = idCard('330203', '1950-01-13');
      const freshId = idCard('330106', '1951-02-02');
      await createCadre(hz, { realName: '同步未变', idCard: keptId });
      const changed = await createCadre(hz, { realName: '同步改变', idCard: changedId, jobLevel: '132' });
      await createCadre(admin, { realName: '宁波的人', idCard: ningboId, manageOrgId: '330203-01' });
      const { status, body } = await preview({
        source: 'http',
        format: 'json',
        rows: [
          { idCard: freshId, realName: '同步新人', unitCode: '330106-01', retirementType: '2', workStartDate: '1970-03', jobLevel: '141' },
          { idCard: changedId, realName: '同步改变', unitCode: '330106-01', jobLevel: '131' },
          { idCard: keptId, realName: '同步未变', unitCode: '330106-01' },
          { idCard: ningboId, realName: '宁波的人', unitCode: '330106-01' },
          { idCard: idCard('330106', '1951-03-03'), realName: '未知单位', unitCode: '339999-99' },
          { idCard: '123', realName: '号码错误', unitCode: '330106-01' },
          { realName: '缺少号码', unitCode: '330106-01' },
        ],
      });
      assert.equal(status, 200, JSON.stringify(body));
      const batch = body.data;
      assert.deepEqual([batch.total, batch.newCount, batch.changedCount, batch.unchangedCount, batch.conflictCount, batch.errorCount], [7, 1, 1, 1, 1, 3]);
      const rows = await rowsOf(batch.id);
      assert.deepEqual(rows.map((r) => r.kind), ['new', 'changed', 'unchanged', 'conflict', 'error', 'error', 'error']);
      assert.deepEqual(rows[1]!.changes, { jobLevel: ['132', '131'] });
      assert.equal(rows[3]!.errorMessage, '该身份证号已登记在您管理范围以外的单位，请与对方单位核实');
      assert.deepEqual(rows.slice(4).map((r) => [r.errorCode, r.errorMessage]), [
        ['unknown_unit', '单位“339999-99”不存在或不在您的管理范围内'],
        ['invalid', '身份证号应为18位（或15位）身份证号码'],
        ['missing_field', '身份证号不能为空'],
      ]);
      assert.equal((await byName('同步新人')).length, 0, 'nothing is written by a comparison');

      const applied = await hz.json(`${API}/cadreSync/${batch.id}/apply`, { method: 'POST' });
      assert.equal(applied.status, 200, JSON.stringify(applied.body));
      assert.deepEqual([applied.body.data.applied, applied.body.data.failed, applied.body.data.status], [2, 4, 'applied']);
      const created = (await byName('同步新人'))[0]!;
      assert.deepEqual([created.dataSource, created.sex, created.manageOrgId], ['sync', '1', '330106-01']);
      assert.equal((await hz.json(`${API}/cadre/${changed.id}`)).body.data.jobLevel, '131');
      const errors = await hz.json(`${API}/cadreSyncError?status=pending&batchId=${batch.id}&size=50`);
      assert.deepEqual(errors.body.data.records.map((r: { errorCode: string }) => r.errorCode).sort(), ['conflict', 'invalid', 'missing_field', 'unknown_unit']);
      const again = await hz.json(`${API}/cadreSync/${batch.id}/apply`, { method: 'POST' });
      assert.equal(again.body.msg, '该同步批次已应用，不能再次处理');
    });

    it('refuses to apply a comparison once a person it changes was edited meanwhile, writing nothing', async () => {
      const id = idCard('330106', '1950-02-21');
      const person = await createCadre(hz, { realName: '比对后被改', idCard: id, jobLevel: '132' });
      const freshId = idCard('330106', '1950-02-22');
      const { body } = await preview({ format: 'json', rows: [{ idCard: freshId, realName: '不应写入', unitCode: '330106-01' }, { idCard: id, realName: '比对后被改', unitCode: '330106-01', jobLevel: '131' }] });
      await hz.json(`${API}/cadre/${person.id}`, { method: 'PUT', json: { version: person.version, phone: '13900000000' } });
      const applied = await hz.json(`${API}/cadreSync/${body.data.id}/apply`, { method: 'POST' });
      assert.equal(applied.status, 409);
      assert.equal(applied.body.msg, '第2行对应的干部在比对后已被修改，请重新比对');
      assert.equal((await byName('不应写入')).length, 0);
    });

    it('moves a person on file to abnormal data when the feed cannot be applied to them, and fixes the failure with corrected values', async () => {
      const id = idCard('330106', '1950-03-31');
      const person = await createCadre(hz, { realName: '异常数据人', idCard: id });
      const { body } = await preview({ format: 'csv', content: `idCard,realName,unitCode,partyJoinDate\n${id},异常数据人,330106-01,1955-01\n` });
      assert.equal(body.data.errorCount, 1);
      await hz.json(`${API}/cadreSync/${body.data.id}/apply`, { method: 'POST' });
      const abnormal = (await hz.json(`${API}/cadre/${person.id}`)).body.data;
      assert.equal(abnormal.status, 'abnormal');
      assert.equal(abnormal.statusReason, '编办同步：入党时间应在年满18周岁之后');
      const listed = await hz.json(`${API}/cadre?status=abnormal&realName=${encodeURIComponent('异常数据人')}`);
      assert.equal(listed.body.data.total, 1);
      const [failure] = (await hz.json(`${API}/cadreSyncError?realName=${encodeURIComponent('异常数据人')}`)).body.data.records;
      // The row as received keeps its ID number masked, as the failure's own column does.
      assert.equal(JSON.parse(failure.payload).idCard, maskIdCard(id));
      assert.equal(JSON.parse(failure.payload).partyJoinDate, '1955-01');
      assert.ok(!JSON.stringify((await hz.json(`${API}/cadreSyncError/${failure.id}`)).body.data).includes(id), 'nor the detail');
      const still = await hz.json(`${API}/cadreSyncError/${failure.id}/retry`, { method: 'POST', json: { values: { partyJoinDate: '1956-01' } } });
      assert.equal(still.status, 400);
      assert.equal(still.body.msg, '入党时间应在年满18周岁之后');
      const fixed = await hz.json(`${API}/cadreSyncError/${failure.id}/retry`, { method: 'POST', json: { values: { partyJoinDate: '1975-01' } } });
      assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
      assert.equal((await hz.json(`${API}/cadreSyncError/${failure.id}`)).body.data.status, 'fixed');
      const after = (await hz.json(`${API}/cadre/${person.id}`)).body.data;
      assert.equal(after.partyJoinDate, '1975-01');
      const resolved = await hz.json(`${API}/cadre/${person.id}/resolve`, { method: 'PUT', json: { version: after.version } });
      assert.equal(resolved.body.data.status, 'normal');
    });

    it('ignores a failure only with a reason', async () => {
      const { body } = await preview({ format: 'json', rows: [{ idCard: idCard('330106', '1950-04-01'), realName: '忽略我', unitCode: 'nowhere' }] });
      await hz.json(`${API}/cadreSync/${body.data.id}/apply`, { method: 'POST' });
      const [failure] = (await hz.json(`${API}/cadreSyncError?realName=${encodeURIComponent('忽略我')}`)).body.data.records;
      const bare = await hz.json(`${API}/cadreSyncError/${failure.id}/ignore`, { method: 'PUT', json: { version: failure.version } });
      assert.equal(bare.body.msg, '请填写原因');
      const ignored = await hz.json(`${API}/cadreSyncError/${failure.id}/ignore`, { method: 'PUT', json: { version: failure.version, reason: '编办已撤回' } });
      assert.equal(ignored.body.data.status, 'ignored');
    });

    it('refuses a malformed feed and one too long, with what is wrong', async () => {
      const notRows = await preview({ format: 'json', rows: 'x' });
      assert.equal(notRows.body.msg, '同步数据格式不正确：rows 应为数组');
      const noHeader = await preview({ format: 'csv', content: 'name\n张三\n' });
      assert.equal(noHeader.body.msg, '同步数据格式不正确：表头缺少 idCard 列');
      const many = await preview({ format: 'json', rows: Array.from({ length: 10_001 }, () => ({})) });
      assert.equal(many.body.msg, '一次最多同步10000条');
    });
  });
}
