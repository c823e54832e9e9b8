import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, createSub, idCard } from './helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`cadre archive: sub-records (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('keeps one family record per cadre, with the cadre’s name for lists and 暂无家庭信息 before there is one', async () => {
      const cadre = await createCadre(admin, { realName: '周家和' });
      const empty = await admin.json(`${API}/cadreFamily/byCadre/${cadre.id}`);
      assert.deepEqual(empty.body, { code: 4, msg: '暂无家庭信息' });
      const family = await createSub(admin, 'cadreFamily', { cadreId: cadre.id, maritalStatus: '20', spouseName: '吴秀英', childrenNum: 2, noworkChildrenNum: 0 });
      assert.equal(family.cadreName, '周家和');
      const again = await admin.json(`${API}/cadreFamily`, { method: 'POST', json: { cadreId: cadre.id, maritalStatus: '20' } });
      assert.equal(again.status, 400);
      assert.equal(again.body.msg, '该干部已有家庭信息，请修改原有记录');
      const found = await admin.json(`${API}/cadreFamily/byCadre/${cadre.id}`);
      assert.equal(found.body.data.id, family.id);
      const members = await admin.json(`${API}/cadreFamilyMember/byCadre/${cadre.id}`);
      assert.deepEqual(members.body, { code: 4, msg: '暂无家庭信息' });
    });

    it('refuses more children unable to work than children, and a dead spouse without a date', async () => {
      const cadre = await createCadre(admin);
      const { status, body } = await admin.json(`${API}/cadreFamily`, { method: 'POST', json: { cadreId: cadre.id, childrenNum: 1, noworkChildrenNum: 2, spouseIsDead: true } });
      assert.equal(status, 400);
      assert.deepEqual(body.data.errors.map((e: { field: string }) => e.field), ['noworkChildrenNum', 'spouseDieDate']);
    });

    it('checks a family member’s birth date and sex against the ID card given', async () => {
      const cadre = await createCadre(admin);
      const son = idCard('330106', '1975-06-01', '1');
      const { status, body } = await admin.json(`${API}/cadreFamilyMember`, { method: 'POST', json: { cadreId: cadre.id, name: '张小军', relation: '22', idCard: son, birthDate: '1975-06-02', sex: '2' } });
      assert.equal(status, 400);
      assert.deepEqual(body.data.errors.map((e: { field: string }) => e.field), ['birthDate', 'sex']);
      const ok = await createSub(admin, 'cadreFamilyMember', { cadreId: cadre.id, name: '张小军', relation: '22', idCard: son, birthDate: '1975-06-01', sex: '1' });
      assert.match(ok.idCard, /\*{8}/);
    });

    it('answers 工作信息不存在! for a cadre without résumé, and refuses overlapping periods naming the other one', async () => {
      const cadre = await createCadre(admin, { idCard: idCard('330106', '1950-03-15') });
      assert.deepEqual((await admin.json(`${API}/cadreResume/byCadre/${cadre.id}`)).body, { code: 4, msg: '工作信息不存在!' });
      await createSub(admin, 'cadreResume', { cadreId: cadre.id, startDate: '1968-09', endDate: '1980-05', unitName: '杭州市第一中学', post: '教师' });
      const touching = await createSub(admin, 'cadreResume', { cadreId: cadre.id, startDate: '1980-05', endDate: '1995-12', unitName: '西湖区教育局', post: '科长' });
      assert.equal(touching.startDate, '1980-05');
      const overlap = await admin.json(`${API}/cadreResume`, { method: 'POST', json: { cadreId: cadre.id, startDate: '1990-01', unitName: '某单位', post: '主任' } });
      assert.equal(overlap.status, 400);
      assert.equal(overlap.body.msg, '与已有工作经历（1980-05至1995-12，西湖区教育局）时间重叠');
      assert.equal(overlap.body.data.errors[0].field, 'startDate');
      const child = await admin.json(`${API}/cadreResume`, { method: 'POST', json: { cadreId: cadre.id, startDate: '1960-01', endDate: '1961-01', unitName: '某厂', post: '学徒' } });
      assert.equal(child.body.msg, '起始年月应在年满14周岁之后');
      const backwards = await admin.json(`${API}/cadreResume`, { method: 'POST', json: { cadreId: cadre.id, startDate: '2000-01', endDate: '1999-01', unitName: '某单位', post: '主任' } });
      assert.equal(backwards.body.msg, '终止年月不能早于起始年月');
      const list = await admin.json(`${API}/cadreResume/byCadre/${cadre.id}`);
      assert.deepEqual(list.body.data.map((r: { startDate: string }) => r.startDate), ['1968-09', '1980-05']);
    });

    it('answers 无健康档案信息 without a health record, and files follow-ups under the record’s cadre', async () => {
      const cadre = await createCadre(admin, { realName: '何长林' });
      assert.deepEqual((await admin.json(`${API}/cadreHealthRecord/byCadre/${cadre.id}`)).body, { code: 4, msg: '无健康档案信息' });
      const record = await createSub(admin, 'cadreHealthRecord', { cadreId: cadre.id, healthStatus: '31', onceDisease: ['01', '02'], nearHospital: '浙江省人民医院' });
      assert.equal(record.onceDiseaseLabel, '高血压、糖尿病');
      const visit = await createSub(admin, 'cadreHealthFollowup', { healthRecordId: record.id, visitDate: '2024-03-01', sbp: 140, dbp: 85, suggest: '低盐饮食', nextDate: '2024-06-01' });
      assert.equal(visit.cadreId, cadre.id);
      assert.equal(visit.cadreName, '何长林');
      const bad = await admin.json(`${API}/cadreHealthFollowup`, { method: 'POST', json: { healthRecordId: record.id, visitDate: '2024-03-01', sbp: 80, dbp: 90, suggest: 'x' } });
      assert.equal(bad.body.msg, '舒张压应低于收缩压');
    });

    it('records silver talents, photos of other kinds, other information by category and rural pairings', async () => {
      const cadre = await createCadre(admin);
      const talent = await createSub(admin, 'cadreTalent', { cadreId: cadre.id, specialty: '书法', talentType: '2', hobby: ['08', '03'] });
      assert.equal(talent.hobbyLabel, '书法、棋类');
      const parttime = await admin.json(`${API}/cadreOther`, { method: 'POST', json: { cadreId: cadre.id, category: '1' } });
      assert.deepEqual(parttime.body.data.errors.map((e: { field: string }) => e.field), ['socialGroup', 'post']);
      const away = await createSub(admin, 'cadreOther', { cadreId: cadre.id, category: '3', isProvince: '2', address: '上海市浦东新区' });
      assert.equal(away.categoryLabel, '异地居住');
      const pairing = await admin.json(`${API}/cadreRuralPairing`, { method: 'POST', json: { cadreId: cadre.id, ruralBranchName: '龙井村党支部', ruralMemberName: '陈阿毛', pairDate: '2023-05-01', isActive: false } });
      assert.equal(pairing.body.msg, '已结束的结对须填写结束日期');
      const paired = await createSub(admin, 'cadreRuralPairing', { cadreId: cadre.id, ruralBranchName: '龙井村党支部', ruralMemberName: '陈阿毛', pairDate: '2023-05-01' });
      assert.equal(paired.isActive, true);
    });

    it('moves a cadre to deceased with the date of death, stops reminders and opens survivors; a death before birth is refused', async () => {
      const cadre = await createCadre(admin, { idCard: idCard('330106', '1940-08-08') });
      const living = await admin.json(`${API}/cadreSurvivor`, { method: 'POST', json: { cadreId: cadre.id, name: '王桂英', relation: '12' } });
      assert.equal(living.status, 400);
      assert.equal(living.body.msg, '该干部在世，不能登记遗属信息；请先登记去世信息');
      const early = await admin.json(`${API}/cadreDeath`, { method: 'POST', json: { cadreId: cadre.id, dieDate: '1939-01-01', consolationDate: '1939-02-01' } });
      assert.equal(early.status, 400);
      assert.equal(early.body.msg, '离世时间不能早于出生日期（1940-08-08）');
      const unpaid = await admin.json(`${API}/cadreDeath`, { method: 'POST', json: { cadreId: cadre.id, dieDate: '2024-01-10' } });
      assert.equal(unpaid.body.msg, '抚恤金等未领取时须说明原因');
      const death = await createSub(admin, 'cadreDeath', { cadreId: cadre.id, dieDate: '2024-01-10', dieReason: '1', unConsolationReason: '家属暂未办理' });
      const after = (await admin.json(`${API}/cadre/${cadre.id}`)).body.data;
      assert.equal(after.status, 'deceased');
      assert.equal(after.deathDate, '2024-01-10');
      assert.equal(after.isReminder, false);
      const survivor = await createSub(admin, 'cadreSurvivor', { cadreId: cadre.id, name: '王桂英', relation: '12', subsidyStatus: '1', subsidyStandard: '800', subsidyStart: '2024-02' });
      assert.equal(survivor.relationLabel, '妻');
      const blocked = await admin.json(`${API}/cadreDeath/${death.id}`, { method: 'DELETE' });
      assert.equal(blocked.body.msg, '该干部已登记遗属信息，请先删除遗属信息');
      await admin.json(`${API}/cadreSurvivor/${survivor.id}`, { method: 'DELETE' });
      await admin.json(`${API}/cadreDeath/${death.id}`, { method: 'DELETE' });
      const back = (await admin.json(`${API}/cadre/${cadre.id}`)).body.data;
      assert.equal(back.status, 'normal');
      assert.equal(back.deathDate, null);
      const history = (await admin.json(`${API}/cadre/${cadre.id}/history`)).body.data;
      assert.ok(history.some((h: { changes: Record<string, unknown> }) => JSON.stringify(h.changes?.status) === JSON.stringify(['normal', 'deceased'])));
    });

    it('shows a confidential will to the managing unit only, and lets only that unit file one', async () => {
      // Managed by the 西湖区 bureau itself, whose county administrator is a user of that unit.
      const cadre = await createCadre(admin, { manageOrgId: '330106' });
      const refused = await admin.json(`${API}/cadreWill`, { method: 'POST', json: { cadreId: cadre.id, hasWill: true, willDate: '2020-01-01', isConfidential: true } });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.msg, '保密遗嘱只能由现管单位登记和修改');
      const county = await signIn(server, 'admin_330106');
      const will = await createSub(county, 'cadreWill', { cadreId: cadre.id, hasWill: true, willDate: '2020-01-01', funeralWish: ['1'], keeper: '张军' });
      assert.equal(will.isConfidential, true);
      const hz = await signIn(server, 'hz_admin');
      for (const outsider of [admin, hz]) {
        assert.equal((await outsider.json(`${API}/cadreWill?cadreId=${cadre.id}`)).body.data.total, 0);
        assert.deepEqual((await outsider.json(`${API}/cadreWill/${will.id}`)).body, { code: 4, msg: '该Id查询结果为空' });
        const archive = (await outsider.json(`${API}/cadre/${cadre.id}/archive`)).body.data;
        assert.deepEqual(archive.records.cadreWill, []);
      }
      assert.equal((await county.json(`${API}/cadre/${cadre.id}/archive`)).body.data.records.cadreWill[0].id, will.id);
    });
  });
}
