import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { readXlsx } from '../../server/xlsx/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { API, createCadre, idCard } from './helpers/cadreData.ts';
import { HEADERS, sheet, templateRow } from './helpers/templateFile.ts';

for (const engine of ENGINES) {
  describe(`cadre archive: collection template import (${engine})`, () => {
    let server: TestServer;
    let hz: SignedClient;
    const upload = async (content: string, client = hz) => client.json(`${API}/cadreImport`, { method: 'POST', json: { fileName: '信息收集.xlsx', content } });
    const count = async (name: string) => (await hz.json(`${API}/cadre?realName=${encodeURIComponent(name)}&size=1`)).body.data.total as number;
    before(async () => {
      server = await startTestServer(engine);
      hz = await signIn(server, 'hz_admin');
    });
    after(() => server.close());

    it('downloads the template with its sixteen columns and an example row', async () => {
      const res = await hz.fetch(`${API}/cadreImport/template`);
      const rows: unknown[][] = [];
      for await (const row of readXlsx(Buffer.from(await res.arrayBuffer()))) rows.push(row.values);
      assert.deepEqual(rows[0], HEADERS);
      assert.equal(rows.length, 2);
    });

    it('imports every row, deriving sex and birth date, mapping labels to codes, and records the batch', async () => {
      const rows = [templateRow(1, idCard('330106', '1952-02-02', '2'), { 姓名: '导入甲', 性别: '女', 出生日期: '1952-02-02' }), templateRow(2, idCard('330106', '1953-03-03'), { 姓名: '导入乙' })];
      const { status, body } = await upload(await sheet(rows));
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.data.imported, 2);
      const { body: list } = await hz.json(`${API}/cadre?realName=${encodeURIComponent('导入甲')}`);
      const person = list.data.records[0];
      assert.deepEqual([person.sex, person.dateOfBirth, person.politicalStatus, person.education, person.jobLevel, person.personnelCategory, person.manageOrgId, person.dataSource, person.partyJoinDate],
        ['2', '1952-02-02', '01', '21', '132', '1', '330106-01', 'import', '1975-07']);
      const records = await hz.json(`${API}/cadreImport/records`);
      assert.equal(records.body.data.records[0].status, 'imported');
      assert.equal(records.body.data.records[0].imported, 2);
    });

    it('imports nothing when one row is bad, and lists each problem with its row and column', async () => {
      const good = idCard('330106', '1954-04-04');
      const bad = idCard('330106', '1955-05-05');
      const rows = [
        templateRow(1, good, { 姓名: '全有或全无' }),
        templateRow(2, bad.slice(0, 17) + (bad[17] === '1' ? '2' : '1'), { 姓名: '校验位错' }),
        templateRow(3, idCard('330106', '1956-06-06'), { 政治面貌: '不知道', 单位全称: '宁波市委组织部' }),
        templateRow(4, good, { 姓名: '重复的人' }),
        templateRow(5, idCard('330106', '1957-07-07', '1'), { 性别: '女', 入党时间: '1960-01' }),
      ];
      const { status, body } = await upload(await sheet(rows));
      assert.equal(status, 400);
      assert.equal(body.code, 4);
      assert.match(body.msg, /^导入失败：共4行有错误，未导入任何数据：第3行“身份证号码”：/);
      const texts = body.data.errors.map((e: { text: string }) => e.text);
      assert.ok(texts.includes('第3行“身份证号码”：身份证号校验位不正确'));
      assert.ok(texts.includes('第4行“政治面貌”：“不知道”不是有效的选项'));
      assert.ok(texts.includes('第4行“单位全称”：单位“宁波市委组织部”不存在或不在您的管理范围内'));
      assert.ok(texts.includes('第5行“身份证号码”：身份证号与第2行重复'));
      assert.ok(texts.includes('第6行“性别”：性别与身份证号不一致'));
      assert.ok(texts.includes('第6行“入党时间”：入党时间应在年满18周岁之后'));
      assert.equal(await count('全有或全无'), 0);
      const record = await hz.json(`${API}/cadreImport/records/${body.data.batchId}`);
      assert.equal(record.body.data.status, 'failed');
      assert.equal(record.body.data.failed, 4);
    });

    it('refuses an ID card already on file and writes none of the file', async () => {
      const taken = idCard('330106', '1951-01-01');
      await createCadre(hz, { idCard: taken, realName: '已在册' });
      const { status, body } = await upload(await sheet([templateRow(1, idCard('330106', '1958-08-08'), { 姓名: '无辜者', 入党时间: '1980-01' }), templateRow(2, taken)]));
      assert.equal(status, 400);
      assert.match(body.data.errors[0].text, new RegExp(`^第3行“身份证号码”：身份证号“${taken}”已存在`));
      assert.equal(await count('无辜者'), 0);
    });

    it('refuses wrong headers, merged cells, a formula-free but over-long file, and a file that is not a spreadsheet', async () => {
      const wrong = await upload(await sheet([templateRow(1, idCard('330106', '1950-01-01'))], HEADERS.map((h) => (h === '籍贯' ? '出生地' : h))));
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.msg, '表头与《离退休干部职工信息收集模版》不一致：第J列应为“籍贯”，实际为“出生地”');
      const merged = await upload(readFileSync('test/xlsx/fixtures/merged.xlsx').toString('base64'));
      assert.equal(merged.body.msg, '表格中有合并单元格（A1:C1），请取消合并后再导入');
      const many = Array.from({ length: 50_000 }, (_, i) => [i + 1, `人${i}`]);
      const tooMany = await upload(await sheet(many));
      assert.equal(tooMany.status, 400, JSON.stringify(tooMany.body).slice(0, 200));
      assert.equal(tooMany.body.msg, '一次最多导入10000条，请拆分成多个文件分批导入');
      const text = await upload(Buffer.from('姓名,身份证号\n张三,1').toString('base64'));
      assert.equal(text.status, 400);
      assert.match(text.body.msg, /不是有效的 Excel/);
    });
  });
}
