import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { zh } from '../../model/i18n/index.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import { filesDepsOf } from '../../server/engine/filesDeps.ts';
import { importFile } from '../../server/engine/importUpload.ts';
import { principalOf } from '../../server/engine/principalOf.ts';
import type { CellValue } from '../../server/xlsx/index.ts';
import { ENGINES } from '../helpers/engines.ts';
import type { TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { tempDirs } from '../helpers/tempDirs.ts';
import { partText, workbookParts, writeRows, zipOf } from '../xlsx/helpers/xlsxFiles.ts';
import { API, downloadVia, fileForm, filesServerFactory, jobsDone, postMultipart, sheetRows } from './helpers/filesServer.ts';

const PHONE_MESSAGE = zh('validation.phone', { label: '联系电话' });
const HEADER = ['*姓名', '*联系电话', '*所属单位', '职务', '所在地区', '详细地址', '排序'];
const phoneRow = (name: string, org = '杭州市委老干部局', phone = '13812345678') => [name, phone, org, '科员', '西湖区', '', 1];

/** A workbook around hand-written sheet XML (for what our writer never writes: formulas, merged cells). */
function rawSheet(rows: string, after = ''): Promise<Buffer> {
  const parts = workbookParts(rows);
  parts['xl/worksheets/sheet1.xml'] = parts['xl/worksheets/sheet1.xml']!.replace('</sheetData>', `</sheetData>${after}`);
  return zipOf(parts);
}
const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const headerXml = `<row r="1">${HEADER.map((h, i) => text(`${String.fromCharCode(65 + i)}1`, h)).join('')}</row>`;

for (const engine of ENGINES) {
  describe(`import pipeline (${engine})`, () => {
    const start = filesServerFactory();
    const dirs = tempDirs('lgb-import-');
    let server: TestServer;
    let admin: SignedClient;
    const upload = (bytes: Buffer | string, resource = 'stafftelphone', name = '通讯录.xlsx') =>
      postMultipart(server, admin, `${API}/${resource}/import`, fileForm(bytes, name));
    const phoneCount = async () => Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM phone_book'))[0]!.n);
    const commit = async (batchId: string) => {
      const started = await admin.json(`${API}/importRecord/${batchId}/commit`, { method: 'POST' });
      await jobsDone(server);
      return { started, record: (await admin.json(`${API}/importRecord/${batchId}`)).body.data };
    };

    before(async () => {
      // Small limits, so that "too many rows" and a zip bomb need no large files.
      server = await start(engine, { IMPORT_MAX_ROWS: '20', IMPORT_FILE_LIMIT: String(256 * 1024) });
      admin = await signIn(server, 'admin');
    });
    after(() => server.close());

    it('generates a template from the declaration: required headers marked, drop-downs of labels, an example row, widths', async () => {
      const res = await admin.fetch(`${API}/policyDocument/template`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-disposition')!, /filename\*=UTF-8''%E6%94%BF%E7%AD%96%E6%96%87%E4%BB%B6%E5%AF%BC%E5%85%A5%E6%A8%A1%E6%9D%BF\.xlsx$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      const rows = await sheetRows(bytes);
      assert.deepEqual(rows[0]!.values, ['*文件标题', '文号', '*文件类别', '*接收方式', '接收单位', '接收人员', '*发文单位', '*发文日期', '*正文']);
      assert.match(String(rows[1]!.values[0]), /^【示例】/);
      assert.equal(rows[1]!.values[2], '中央文件');
      const sheet = await partText(bytes, 'xl/worksheets/sheet1.xml');
      assert.match(sheet, /<dataValidation [^>]*sqref="C2:C1048576"[^>]*><formula1>&quot;中央文件,省级文件,市级文件,县级文件,本单位文件&quot;<\/formula1>/);
      assert.match(sheet, /<col min="1" max="1" width="\d+"/);
      const denied = await (await signIn(server, 'unit_user')).fetch(`${API}/stafftelphone/template`);
      assert.equal(denied.status, 403);
    });

    it('previews every row as new or invalid with each field’s message, skipping the example row, and writes nothing yet', async () => {
      const before = await phoneCount();
      const file = await writeRows([
        HEADER,
        ['【示例】张三', '13800000000', '杭州市委老干部局', '科员', '', '', 0],
        phoneRow('导入甲'),
        phoneRow('导入乙', '330102'),
        ['', 'abc', '杭州市委老干部局'],
        phoneRow('导入丙', '不存在的单位'),
        phoneRow('导入丁', '宁波市委老干部局'),
        phoneRow('导入甲'),
      ]);
      const { status, body } = await upload(file);
      assert.equal(status, 200, JSON.stringify(body));
      const preview = body.data;
      assert.deepEqual({ total: preview.total, valid: preview.valid, invalid: preview.invalid, new: preview.new, changed: preview.changed }, { total: 6, valid: 3, invalid: 3, new: 3, changed: 0 });
      const byRow = new Map<number, any>(preview.rows.map((r: { row: number }) => [r.row, r]));
      assert.deepEqual(byRow.get(3), { row: 3, status: 'new', errors: [] });
      assert.deepEqual(byRow.get(5), {
        row: 5,
        status: 'invalid',
        errors: [
          { field: 'userName', message: '姓名不能为空' },
          { field: 'phonenumber', message: PHONE_MESSAGE },
        ],
      });
      assert.deepEqual(byRow.get(6).errors, [{ field: 'orgId', message: '单位“不存在的单位”不存在或不在您的管理范围内' }]);
      assert.deepEqual(byRow.get(8).errors, [{ field: 'userName', message: '与第3行完全相同' }]);
      assert.equal(await phoneCount(), before);
      const record = (await admin.json(`${API}/importRecord/${preview.batchId}`)).body.data;
      assert.equal(record.status, 'validated');
      assert.equal(record.fileName, '通讯录.xlsx');
    });

    it('commits the valid rows in one transaction through the engine, logged record by record', async () => {
      const file = await writeRows([HEADER, phoneRow('提交甲'), phoneRow('提交乙', '330106'), ['', '', '']]);
      const preview = (await upload(file)).body.data;
      const { started, record } = await commit(preview.batchId);
      assert.deepEqual(started.body.data, { batchId: preview.batchId, status: 'importing' });
      assert.equal(record.status, 'imported');
      assert.equal(record.progress, 1);
      assert.deepEqual([record.total, record.imported, record.failed], [2, 2, 0]);
      const listed = await admin.json(`${API}/stafftelphone?userName=${encodeURIComponent('提交')}&sort=userName,asc`);
      assert.deepEqual(listed.body.data.records.map((r: { userName: string; orgIdName: string }) => [r.userName, r.orgIdName]), [
        ['提交乙', '西湖区委老干部局'],
        ['提交甲', '杭州市委老干部局'],
      ]);
      const history = await admin.json(`${API}/stafftelphone/${listed.body.data.records[0].id}/history`);
      assert.deepEqual(history.body.data.map((h: { action: string }) => h.action), ['create']);
      assert.equal(history.body.data[0].changes.userName[1], '提交乙');
      const again = await admin.json(`${API}/importRecord/${preview.batchId}/commit`, { method: 'POST' });
      assert.equal(again.body.msg, '该导入当前状态为“已导入”，不能提交');
    });

    it('writes nothing at all when one row fails at commit time', async () => {
      const before = await phoneCount();
      const file = await writeRows([HEADER, phoneRow('全有甲'), phoneRow('全有乙', '330110'), phoneRow('全有丙')]);
      const preview = (await upload(file)).body.data;
      assert.equal(preview.valid, 3);
      await server.db.query(`UPDATE sys_org SET enabled = false WHERE id = '330110'`);
      try {
        const { record } = await commit(preview.batchId);
        assert.equal(record.status, 'failed');
        assert.equal(record.error, '第3行：所选单位不在您的管理范围内，未导入任何数据');
        assert.deepEqual([record.imported, record.failed], [0, 3]);
      } finally {
        await server.db.query(`UPDATE sys_org SET enabled = true WHERE id = '330110'`);
      }
      assert.equal(await phoneCount(), before);
    });

    it('hands the invalid rows back as the same sheet with a 错误说明 column, which imports once corrected', async () => {
      const file = await writeRows([HEADER, phoneRow('错误甲'), phoneRow('错误乙', '330100', '123'), phoneRow('', '330100')]);
      const preview = (await upload(file, 'stafftelphone', '错误示范.xlsx')).body.data;
      const res = await downloadVia(server, admin, `${API}/importRecord/${preview.batchId}/errors/ticket`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-disposition')!, /filename\*=UTF-8''%E9%94%99%E8%AF%AF%E7%A4%BA%E8%8C%83_%E9%94%99%E8%AF%AF%E6%95%B0%E6%8D%AE\.xlsx$/);
      const rows = await sheetRows(Buffer.from(await res.arrayBuffer()));
      assert.deepEqual(rows[0]!.values, [...HEADER, '错误说明']);
      assert.deepEqual(rows.slice(1).map((r) => [r.values[0] ?? null, r.values[1], r.values[7]]), [
        ['错误乙', '123', `第3行：${PHONE_MESSAGE}`],
        [null, '13812345678', '第4行：姓名不能为空'],
      ]);
      const corrected = await writeRows([[...HEADER, '错误说明'], [...phoneRow('错误乙'), `第3行：${PHONE_MESSAGE}`]]);
      const second = (await upload(corrected)).body.data;
      assert.deepEqual([second.valid, second.invalid], [1, 0]);
      const none = await admin.json(`${API}/importRecord/${second.batchId}/errors/ticket`, { method: 'POST' });
      assert.equal(none.body.msg, '该导入没有错误数据');
    });

    it('refuses a file with wrong headers, naming the expected and the found header', async () => {
      const { status, body } = await upload(await writeRows([['*姓名', '电话', '*所属单位'], phoneRow('表头')]));
      assert.equal(status, 400);
      assert.equal(body.msg, '表头与导入模板不一致：第2列应为“联系电话”，实际为“电话”。请下载最新的导入模板，按模板填写后再导入');
      const extra = await upload(await writeRows([[...HEADER, '备注'], phoneRow('表头')]));
      assert.equal(extra.body.msg, '表头与导入模板不一致：第8列“备注”不是模板中的列。请下载最新的导入模板，按模板填写后再导入');
      const records = (await admin.json(`${API}/importRecord?status=failed&size=100`)).body.data.records;
      assert.ok(records.some((r: { error: string }) => r.error === body.msg));
    });

    it('refuses what is not an .xlsx, legacy .xls, a zip bomb, merged cells and an oversized file, each with a clear message', async () => {
      const before = await phoneCount();
      assert.equal((await upload('姓名,电话\n张三,138')).body.msg, '文件不是有效的 Excel（.xlsx）文件，请使用系统提供的导入模板，在 Excel 或 WPS 中保存为 .xlsx 后再导入');
      const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
      assert.equal((await upload(ole, 'stafftelphone', '旧版.xls')).body.msg, '文件是旧版 Excel（.xls）格式或设置了打开密码，请在 Excel 或 WPS 中另存为 .xlsx 格式（不设密码）后再导入');
      const bomb = await rawSheet(`${headerXml}${' '.repeat(6 * 1024 * 1024)}`);
      assert.ok(bomb.length < 256 * 1024);
      assert.equal((await upload(bomb)).body.msg, '文件内容超过 4 MB 的上限，请删除多余内容或拆分成多个文件分批导入');
      const merged = await rawSheet(`${headerXml}<row r="2">${text('A2', '合并')}${text('B2', '13812345678')}${text('C2', '杭州市委老干部局')}</row>`, '<mergeCells count="1"><mergeCell ref="A2:B2"/></mergeCells>');
      assert.equal((await upload(merged)).body.msg, '表格中有合并单元格（A2:B2），请取消合并后再导入');
      const big = await upload(Buffer.alloc(300 * 1024, 1));
      assert.equal(big.status, 413);
      assert.equal(big.body.msg, '文件过大，不能超过 256 KB');
      const missing = await postMultipart(server, admin, `${API}/stafftelphone/import`, new FormData());
      assert.equal(missing.body.msg, '请选择要上传的文件');
      assert.equal(await phoneCount(), before);
    });

    it('refuses more rows than the limit, and takes exactly the limit', async () => {
      const rows = (n: number) => [HEADER, ...Array.from({ length: n }, (_, i) => phoneRow(`上限${i}`))];
      const over = await upload(await writeRows(rows(21)));
      assert.equal(over.body.msg, '表格超过 20 行数据的上限，请拆分成多个文件分批导入');
      const exact = await upload(await writeRows(rows(20)));
      assert.equal(exact.body.data.valid, 20);
      const empty = await upload(await writeRows([HEADER]));
      assert.equal(empty.body.msg, '表格中没有可导入的数据，请从模板第3行起逐行填写');
    });

    it('marks formula cells, invalid dictionary labels and malformed dates as row errors', async () => {
      const formula = await rawSheet(`${headerXml}<row r="2">${text('A2', '公式')}<c r="B2"><f>13812345678+0</f><v>13812345678</v></c>${text('C2', '杭州市委老干部局')}</row>`);
      const rows = (await upload(formula)).body.data.rows;
      assert.deepEqual(rows[0].errors, [{ field: 'phonenumber', message: '联系电话：该单元格是公式，请复制后“选择性粘贴”为数值再导入' }]);
      const docHeader = ['*文件标题', '文号', '*文件类别', '*接收方式', '接收单位', '接收人员', '*发文单位', '*发文日期', '*正文'];
      const docs = await writeRows([
        docHeader,
        ['好文件', '', '市级文件', '个人', '', '', '杭州市委老干部局', '2025/1/5', '第一行\n<b>第二行</b>'],
        ['坏类别', '', '不存在的类别', '个人', '', '', '杭州市委老干部局', '2025-01-05', '正文'],
        ['坏日期', '', '市级文件', '个人', '', '', '杭州市委老干部局', '2025-13-45', '正文'],
        ['给单位', '', '市级文件', '单位', '杭州市委老干部局、宁波市委老干部局', '', '杭州市委老干部局', new Date(Date.UTC(2025, 0, 5, 16)), '正文'],
      ]);
      const preview = (await upload(docs, 'policyDocument')).body.data;
      const errors = new Map(preview.rows.map((r: { row: number; errors: unknown[] }) => [r.row, r.errors]));
      assert.deepEqual(errors.get(2), []);
      assert.deepEqual(errors.get(3), [{ field: 'category', message: '文件类别的取值“不存在的类别”不在字典中' }]);
      assert.deepEqual(errors.get(4), [{ field: 'publishDate', message: '发文日期不是有效的日期（年-月-日）' }]);
      assert.deepEqual(errors.get(5), []);
      const { record } = await commit(preview.batchId);
      assert.equal(record.status, 'imported', record.error);
      const list = (await admin.json(`${API}/policyDocument?title=${encodeURIComponent('文件')}`)).body.data.records;
      const good = list.find((d: { title: string }) => d.title === '好文件');
      assert.equal(good.publishDate, '2025-01-05');
      assert.equal(good.category, '3');
      assert.equal(good.content, '<p>第一行</p><p>&#60;b&#62;第二行&#60;/b&#62;</p>');
      const toOrgs = (await admin.json(`${API}/policyDocument?title=${encodeURIComponent('给单位')}`)).body.data.records[0];
      assert.deepEqual(toOrgs.receiveOrgs, ['330100', '330200']);
      assert.equal(toOrgs.publishDate, '2025-01-06');
    });

    it('updates the records a declared import key matches: changed, unchanged, and refused when changed meanwhile', async () => {
      const keyed = { ...stafftelphone, importKey: ['userName', 'orgId'] };
      const created = (await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName: '键甲', phonenumber: '13812345678', orgId: '330100', post: '科员', region: '西湖区', sort: 1 } })).body.data;
      await admin.json(`${API}/stafftelphone`, { method: 'POST', json: { userName: '键乙', phonenumber: '13812345678', orgId: '330100', post: '科员', region: '西湖区', sort: 1 } });
      const principal = (await principalOf(server.db, filesDepsOf(server.app).grants, 'user-admin'))!;
      const stage = async (rows: CellValue[][]) => {
        const file = path.join(dirs.make(), 'keyed.xlsx');
        await writeFile(file, await writeRows([HEADER, ...rows]));
        return importFile(filesDepsOf(server.app), keyed, principal, { path: file, fileName: 'keyed.xlsx', size: 1 });
      };
      const rows: CellValue[][] = [['键甲', '13900000000', '杭州市委老干部局', '科长', '西湖区', '', 1], phoneRow('键乙'), phoneRow('键丙'), phoneRow('键丙')];
      const preview = await stage(rows);
      assert.deepEqual(preview.rows.map((r) => [r.row, r.status]), [[2, 'changed'], [3, 'unchanged'], [4, 'new'], [5, 'invalid']]);
      assert.deepEqual(preview.rows[3]!.errors, [{ field: 'userName', message: '与第4行重复（姓名、所属单位）' }]);
      assert.deepEqual([preview.new, preview.changed, preview.unchanged], [1, 1, 1]);

      await admin.json(`${API}/stafftelphone/${created.id}`, { method: 'PUT', json: { version: created.version, detailedAddress: '他人修改' } });
      const stale = await commit(preview.batchId);
      assert.equal(stale.record.status, 'failed');
      assert.equal(stale.record.error, '第2行：该记录已被他人修改，请刷新后重试，未导入任何数据');
      assert.equal((await admin.json(`${API}/stafftelphone?userName=${encodeURIComponent('键丙')}`)).body.data.total, 0);

      const fresh = await stage(rows.slice(0, 3));
      const { record } = await commit(fresh.batchId);
      assert.equal(record.status, 'imported', record.error);
      const updated = (await admin.json(`${API}/stafftelphone/${created.id}`)).body.data;
      assert.deepEqual([updated.phonenumber, updated.post, updated.detailedAddress, updated.version], ['13900000000', '科长', null, 3]);
      const history = (await admin.json(`${API}/stafftelphone/${created.id}/history`)).body.data;
      assert.deepEqual(history[0].changes, { phonenumber: ['13812345678', '13900000000'], post: ['科员', '科长'], detailedAddress: ['他人修改', null] });
    });

    it('lets only the uploader commit a batch or fetch its errors, and lists import records', async () => {
      const preview = (await upload(await writeRows([HEADER, phoneRow('他人甲'), phoneRow('', '330100')]))).body.data;
      const hz = await signIn(server, 'hz_admin');
      const foreign = await hz.json(`${API}/importRecord/${preview.batchId}/commit`, { method: 'POST' });
      assert.equal(foreign.body.msg, '导入记录不存在');
      const mine = await hz.json(`${API}/importRecord`);
      assert.ok(mine.body.data.records.every((r: { username: string }) => r.username === 'hz_admin'));
      const rows = await admin.json(`${API}/importRecord/${preview.batchId}/rows?status=invalid`);
      assert.deepEqual(rows.body.data.records.map((r: { row: number }) => r.row), [3]);
    });
  });
}
