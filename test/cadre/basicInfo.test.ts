import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LIST_PAGE_FIELDS, listPageFields } from '../../model/resource/listQuery.ts';
import { cadre } from '../../model/resources/cadre.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, cadreInput, createCadre, idCard } from './helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`cadre archive: basic information (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('derives sex and birth date from the ID card and the city and county from the managing unit', async () => {
      const cadre = await createCadre(admin, { idCard: idCard('330106', '1948-11-02', '2') });
      assert.equal(cadre.sex, '2');
      assert.equal(cadre.sexLabel, '女');
      assert.equal(cadre.dateOfBirth, '1948-11-02');
      assert.equal(cadre.orgArea, '330100');
      assert.equal(cadre.countyCode, '330106');
      assert.equal(cadre.status, 'normal');
      assert.equal(cadre.dataSource, 'manual');
      assert.match(cadre.idCard, /^330106\*{8}\d{3}[\dX]$/);
    });

    it('ignores a sex or birth date sent by the client: the ID card decides', async () => {
      const cadre = await createCadre(admin, { idCard: idCard('330106', '1951-01-20', '1'), sex: '2', dateOfBirth: '1960-01-01' });
      assert.equal(cadre.sex, '1');
      assert.equal(cadre.dateOfBirth, '1951-01-20');
    });

    it('refuses an ID card with a wrong check character, naming the field', async () => {
      const good = idCard('330106', '1950-05-05');
      const bad = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
      const { status, body } = await admin.json(`${API}/cadre`, { method: 'POST', json: cadreInput({ idCard: bad }) });
      assert.equal(status, 400);
      assert.equal(body.msg, '身份证号校验位不正确');
      assert.deepEqual(body.data.errors.map((e: { field: string }) => e.field), ['idCard']);
    });

    it('refuses a second live cadre with the same ID card, and accepts it again once the first is deleted', async () => {
      const number = idCard('330106', '1949-12-12');
      const first = await createCadre(admin, { idCard: number });
      const again = await admin.json(`${API}/cadre`, { method: 'POST', json: cadreInput({ idCard: number, realName: '李四' }) });
      assert.equal(again.status, 400);
      assert.equal(again.body.msg, `身份证号“${number}”已存在`);
      await admin.json(`${API}/cadre/${first.id}`, { method: 'DELETE' });
      const later = await createCadre(admin, { idCard: number, realName: '李四' });
      assert.equal(later.realName, '李四');
    });

    it('refuses dates out of order, naming each field', async () => {
      const { status, body } = await admin.json(`${API}/cadre`, {
        method: 'POST',
        json: cadreInput({ idCard: idCard('330106', '1950-06-01'), workStartDate: '1962-01', retirementDate: '1961-12', partyJoinDate: '1966-01' }),
      });
      assert.equal(status, 400);
      assert.deepEqual(body.data.errors.map((e: { field: string; message: string }) => [e.field, e.message]), [
        ['workStartDate', '参加工作时间应在年满14周岁之后'],
        ['retirementDate', '离退休时间不能早于参加工作时间'],
        ['partyJoinDate', '入党时间应在年满18周岁之后'],
      ]);
      const member = await admin.json(`${API}/cadre`, { method: 'POST', json: cadreInput({ politicalStatus: '01', partyJoinDate: '' }) });
      assert.equal(member.body.msg, '中共党员（含预备党员）须填写入党时间');
      // A self-entry is the same basic information: the same checks.
      const entry = await admin.json(`${API}/cadreSelfEntry`, { method: 'POST', json: cadreInput({ idCard: idCard('330106', '1950-06-01'), workStartDate: '1962-01' }) });
      assert.equal(entry.body.msg, '参加工作时间应在年满14周岁之后');
    });

    it('grants 离休 only for work started by 30 September 1949, and derives the revolution period', async () => {
      const late = await admin.json(`${API}/cadre`, {
        method: 'POST',
        json: cadreInput({ idCard: idCard('330106', '1930-05-05'), retirementType: '1', workStartDate: '1949-10', partyJoinDate: '1950-01', retirementDate: '1990-05' }),
      });
      assert.equal(late.body.msg, '离休仅适用于1949年9月30日及以前参加革命工作的干部');
      const lixiu = await createCadre(admin, { idCard: idCard('330106', '1928-05-05'), retirementType: '1', workStartDate: '1945-09', partyJoinDate: '1947-01', retirementDate: '1988-05' });
      assert.equal(lixiu.revolutionPeriod, '4');
      assert.equal(lixiu.revolutionPeriodLabel, '解放战争时期');
      const wrong = await admin.json(`${API}/cadre`, {
        method: 'POST',
        json: cadreInput({ idCard: idCard('330106', '1925-05-05'), retirementType: '1', workStartDate: '1944-03', revolutionPeriod: '1', partyJoinDate: '1945-01', retirementDate: '1985-05' }),
      });
      assert.equal(wrong.body.msg, '参加革命工作时期与参加工作时间不符');
    });

    it('marks a cadre abnormal with a reason, resolves it, and transfers it out, keeping the transferred record read-only', async () => {
      const cadre = await createCadre(admin);
      const noReason = await admin.json(`${API}/cadre/${cadre.id}/markAbnormal`, { method: 'PUT', json: { version: cadre.version } });
      assert.equal(noReason.body.msg, '请填写原因');
      const abnormal = (await admin.json(`${API}/cadre/${cadre.id}/markAbnormal`, { method: 'PUT', json: { version: cadre.version, reason: '待遇批准文号缺失' } })).body.data;
      assert.deepEqual([abnormal.status, abnormal.statusReason], ['abnormal', '待遇批准文号缺失']);
      const normal = (await admin.json(`${API}/cadre/${cadre.id}/resolve`, { method: 'PUT', json: { version: abnormal.version } })).body.data;
      const moved = (await admin.json(`${API}/cadre/${cadre.id}/transfer`, { method: 'PUT', json: { version: normal.version, reason: '调往上海市老干部局' } })).body.data;
      assert.equal(moved.status, 'transferred');
      const edit = await admin.json(`${API}/cadre/${cadre.id}`, { method: 'PUT', json: { version: moved.version, phone: '13900000001' } });
      assert.equal(edit.body.msg, '当前状态（已调出）不能修改');
    });

    it('takes a self-entry from draft through review into the archive, or back to its filler with a reason', async () => {
      const hz = await signIn(server, 'hz_admin');
      const entry = (await hz.json(`${API}/cadreSelfEntry`, { method: 'POST', json: cadreInput({ realName: '自主录入人', idCard: idCard('330106', '1952-07-07') }) })).body.data;
      assert.deepEqual([entry.status, entry.dataSource], ['draft', 'self_entry']);
      assert.equal((await hz.json(`${API}/cadre?realName=${encodeURIComponent('自主录入人')}`)).body.data.total, 0, 'a draft is not in the archive');
      const submitted = (await hz.json(`${API}/cadreSelfEntry/${entry.id}/submit`, { method: 'PUT', json: { version: entry.version } })).body.data;
      const locked = await hz.json(`${API}/cadreSelfEntry/${entry.id}`, { method: 'DELETE' });
      assert.equal(locked.body.msg, '已提交审核的记录不能删除');
      const received = (await hz.json(`${API}/cadreSelfEntry/${entry.id}/receive`, { method: 'PUT', json: { version: submitted.version } })).body.data;
      const rejected = (await hz.json(`${API}/cadreSelfEntry/${entry.id}/reject`, { method: 'PUT', json: { version: received.version, reason: '缺少待遇批准文号' } })).body.data;
      assert.deepEqual([rejected.status, rejected.statusReason], ['rejected', '缺少待遇批准文号']);
      const fixed = (await hz.json(`${API}/cadreSelfEntry/${entry.id}`, { method: 'PUT', json: { version: rejected.version, treatmentApprovalNo: '浙组干〔2010〕8号' } })).body.data;
      let version = fixed.version;
      for (const step of ['submit', 'receive', 'approve']) version = (await hz.json(`${API}/cadreSelfEntry/${entry.id}/${step}`, { method: 'PUT', json: { version } })).body.data.version;
      const archived = (await hz.json(`${API}/cadre?realName=${encodeURIComponent('自主录入人')}`)).body.data.records;
      assert.deepEqual(archived.map((r: { status: string; dataSource: string }) => [r.status, r.dataSource]), [['normal', 'self_entry']]);
    });

    it('renames the cadre on every sub-record, and answers the whole archive in one call', async () => {
      const cadre = await createCadre(admin, { realName: '旧名字' });
      await admin.json(`${API}/cadreFamily`, { method: 'POST', json: { cadreId: cadre.id, spouseName: '配偶' } });
      await admin.json(`${API}/cadreTalent`, { method: 'POST', json: { cadreId: cadre.id, specialty: '摄影' } });
      await admin.json(`${API}/cadre/${cadre.id}`, { method: 'PUT', json: { version: cadre.version, realName: '新名字' } });
      const archive = (await admin.json(`${API}/cadre/${cadre.id}/archive`)).body.data;
      assert.equal(archive.cadre.realName, '新名字');
      assert.equal(archive.records.cadreFamily[0].cadreName, '新名字');
      assert.equal(archive.records.cadreTalent[0].cadreName, '新名字');
      // The cadre's own records, then the work done for them (工作记录, docs/workRecord.md).
      assert.deepEqual(Object.keys(archive.records), ['cadreFamily', 'cadreFamilyMember', 'cadreResume', 'cadrePhoto', 'cadreTalent', 'cadreHealthRecord',
        'cadreHealthFollowup', 'cadreDeath', 'cadreSurvivor', 'cadreWill', 'cadreOther', 'cadreRuralPairing',
        'birthdayVisit', 'hospitalizationVisit', 'holidayVisit', 'allopatryVisit', 'dailyVisit', 'testamentVisit', 'inpatient', 'rest', 'difficulty',
        'abroad', 'abroadCertificate', 'parttime']);
      assert.ok(archive.summary.partyYears >= 53, 'in the party since July 1972');
      assert.match(archive.cadre.idCard, /\*/);
    });

    it('searches names by their start, ignoring case, with % and _ taken literally', async () => {
      await createCadre(admin, { realName: '欧阳Mei', idCard: idCard('330106', '1950-09-01') });
      await createCadre(admin, { realName: '李欧阳', idCard: idCard('330106', '1950-09-02') });
      const names = async (q: string) =>
        ((await admin.json(`${API}/cadre?size=50&realName=${encodeURIComponent(q)}`)).body.data.records as { realName: string }[]).map((r) => r.realName);
      assert.deepEqual(await names('欧阳'), ['欧阳Mei']);
      assert.deepEqual(await names('欧阳m'), ['欧阳Mei']);
      assert.deepEqual(await names('%阳'), []);
    });

    it('sends a list’s records with the fields it asks for only, named, labelled and masked as whole records are', async () => {
      const query = `${API}/cadre?size=20&sort=realName,asc`;
      const whole = (await admin.json(query)).body.data;
      const { status, body } = await admin.json(`${query}&fields=${encodeURIComponent('manageOrgId,idCard,sex,realName')}`);
      assert.equal(status, 200);
      assert.equal(body.data.total, whole.total);
      const audit = ['id', 'version', 'createTime', 'updateTime', 'createBy', 'statusReason'];
      const asked = ['realName', 'idCard', 'sex', 'sexLabel', 'manageOrgId', 'manageOrgIdName'];
      body.data.records.forEach((record: Record<string, unknown>, i: number) => {
        assert.deepEqual(Object.keys(record).sort(), [...audit, ...asked].sort());
        const full = whole.records[i];
        for (const key of [...audit, ...asked]) assert.deepEqual(record[key], full[key], key);
      });
      assert.match(body.data.records[0].idCard, /\*/);

      const unknown = await admin.json(`${query}&fields=realName,passwordHash`);
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.msg, '未知的字段：passwordHash');
    });

    it('names the list page’s fields itself for fields=@list, as the browser asks before it has the declaration', async () => {
      const query = `${API}/cadre?size=20&sort=realName,asc`;
      const named = await admin.json(`${query}&fields=${encodeURIComponent(listPageFields(cadre).join())}`);
      const shorthand = await admin.json(`${query}&fields=${encodeURIComponent(LIST_PAGE_FIELDS)}`);
      assert.equal(shorthand.status, 200);
      assert.ok(shorthand.body.data.records.length > 0);
      assert.deepEqual(shorthand.body.data, named.body.data);
      assert.ok(!('nativePlace' in shorthand.body.data.records[0]), 'a field the list does not show stays out');
    });
  });
}
