/**
 * Issue 8 end to end in Chromium against the real server: a cadre added on the archive's form with one of
 * every kind of sub-record, found in the birthday reminders, recorded as deceased with a survivor, seen whole
 * in the archive; the official collection template imported (a bad row refused whole, then fixed); a finding
 * of intelligent verification corrected in the edit page and closed; a statistics number equal to its list.
 * Run: BUILD_DIR=dist-<you> node build.mjs && DIST_DIR=dist-<you>/public node test/run.mjs test/e2e/cadreArchive.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { readXlsx, type CellValue } from '../../server/xlsx/index.ts';
import { e2eSkip, signInAt, startE2e, type E2e } from '../helpers/browser.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';
import { sheet } from '../cadre/helpers/templateFile.ts';
import { cstDate, idCard, randomSequence } from '../helpers/testCadres.ts';

const API = '/lgbsmp/api/v1';
const VETERAN = '/retiredVeteranCadres';
const STAMP = Date.now().toString(36).slice(-5);
/** Names unique to this run, so that the demo archive never answers for the test. */
const NAME = `端到端${STAMP}`;
const IMPORTED = [`导入甲${STAMP}`, `导入乙${STAMP}`, `导入丙${STAMP}`];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// Born in 1952 (a leap year, so that any month-day exists) three days from today in China: a birthday in the 7-day window.
const BIRTHDAY_IN = 3;
const BIRTH = `1952${cstDate(BIRTHDAY_IN).slice(4)}`;
/** The day the test started on (China time). */
const BIRTH_WINDOW_DAY = cstDate(0);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const ID_CARD = idCard('330106', BIRTH, '1', randomSequence());

describe('the cadre archive in Chromium', { skip: e2eSkip(), timeout: 300_000 }, () => {
  let e2e: E2e;
  let url: string;
  let page: Page;
  let api: SignedClient;
  let cadreId: string;
  before(async () => {
    e2e = await startE2e();
    url = e2e.server.url;
    page = e2e.page;
    await page.setViewportSize({ width: 1366, height: 900 });
    api = await signIn(e2e.server, 'admin');
  });
  after(() => e2e?.close());

  // Kept-alive pages stay in the document, hidden: every lookup goes through the page on screen.
  const form = () => page.getByRole('form');
  const archive = () => page.getByRole('article', { name: `${NAME}的档案` });
  const cadresNamed = async (name: string) =>
    (await api.json(`${API}/cadre?realName=${encodeURIComponent(name)}&size=10`)).body.data as { total: number; records: Record<string, any>[] };

  /** A form field by its label; a required field's label starts with a star hidden from screen readers. */
  const field = (label: string) => form().getByLabel(new RegExp(`^\\*?${label.replace(/[()（）]/g, '\\$&')}$`));

  /** Chooses an option of a select (flat dictionary) or a tree picker (tree dictionary, organisations). */
  async function choose(label: string, option: string) {
    // Disabled while its dictionary loads (a select until it knows whether the dictionary is a tree).
    const control = field(label).and(page.locator(':enabled'));
    await control.waitFor();
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
      await control.selectOption({ label: option });
      return;
    }
    await control.click();
    await page.getByRole('combobox', { name: '搜索选项' }).fill(option);
    await page.getByRole('treeitem', { name: option, exact: true }).click();
  }

  /** Fills text-like inputs by label. */
  async function fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await field(label).fill(value);
  }

  async function save() {
    await form().getByRole('button', { name: '保存', exact: true }).click();
  }

  /** Opens the archive at one of its tabs. */
  async function openArchive(tab?: string) {
    await page.goto(`${url}${VETERAN}/fullDetail/retired/${cadreId}`);
    await archive().waitFor();
    if (tab) await archive().getByRole('tab', { name: new RegExp(`^${tab}（\\d+）$`) }).click();
  }

  /** From the archive's tab, the Add form of a kind with the cadre chosen; saved, back on the kind's list. */
  async function addFromArchive(tab: string, kind: string, fillForm: () => Promise<void>, within = archive()) {
    await openArchive(tab);
    await within.getByRole('link', { name: `新增${kind}`, exact: true }).click();
    await page.getByRole('heading', { name: `新增${kind}`, exact: true }).waitFor();
    await fillForm();
    const before = page.url();
    await save();
    await page.waitForURL((u) => u.href !== before && !u.pathname.endsWith('/Add'), { timeout: 15_000 }).catch(async (e) => {
      // Still on the form: say what it answered.
      throw new Error(`${kind} was not saved: ${(await form().getByRole('alert').allTextContents()).join('；') || e}`);
    });
  }

  it('signs in as admin and adds a cadre on the archive form', async () => {
    await signInAt(page, `${url}${VETERAN}/essentialInformation/Add`, 'admin');
    await fill({ 姓名: NAME, 身份证号: ID_CARD, 手机号码: '13805710099' });
    await choose('离退休类型', '退休');
    await choose('现管单位', '西湖区教育局');
    await save();
    await page.waitForURL(`${url}${VETERAN}/essentialInformation`);
    const found = await cadresNamed(NAME);
    assert.equal(found.total, 1);
    cadreId = String(found.records[0]!.id);
    assert.equal(found.records[0]!.dateOfBirth, BIRTH, 'the birth date comes from the ID card');
    assert.equal(found.records[0]!.status, 'normal');
  });

  it('finds the cadre in the 7-day birthday reminders with the countdown', async () => {
    await page.goto(`${url}${VETERAN}/birthdayReminder`);
    const search = page.getByRole('search');
    await search.getByLabel('姓名', { exact: true }).fill(NAME);
    await search.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('table', { name: '生日提醒' }).getByRole('row').filter({ hasText: NAME });
    // Counted from today in China time when the page asked, which a run across midnight moves by one day.
    const countdown = BIRTHDAY_IN - daysBetween(BIRTH_WINDOW_DAY, cstDate(0));
    await row.getByRole('cell', { name: `${countdown}天后`, exact: true }).waitFor();
    await row.getByRole('cell', { name: BIRTH, exact: true }).waitFor();
  });

  it('adds one of every kind of sub-record from the archive', async () => {
    await addFromArchive('家庭信息', '家庭信息', async () => {
      await fill({ 常住详细地址: '杭州市西湖区文三路1号', 配偶姓名: '配偶甲' });
    });
    await addFromArchive('家庭信息', '家庭成员', async () => {
      await fill({ 姓名: '子女乙' });
      await choose('称谓', '子');
    });
    await addFromArchive('工作简历', '工作简历', async () => {
      await fill({ 起始年月: '1975-08', 终止年月: '2012-03', 所在单位: '西湖区教育局', 从事工作或担任职务: '副局长' });
    });
    await addFromArchive('照片信息', '照片信息', async () => {
      await field('照片').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await form().getByRole('img', { name: '照片' }).waitFor();
      await choose('照片类型', '生活照');
    });
    await addFromArchive('银龄人才', '银龄人才', async () => {
      await fill({ 专业特长: '书法教学' });
    });
    await addFromArchive('健康档案', '健康档案', async () => {
      await choose('健康状况', '健康或良好');
      await fill({ 疾病情况: '高血压' });
    });
    // A follow-up is added under its health record.
    await addFromArchive('健康档案', '健康随访', async () => {
      await fill({ 随访日期: cstDate(-1), '收缩压（mmHg）': '130', '舒张压（mmHg）': '80', 指导意见: '按时服药' });
    });
    await addFromArchive('其他信息', '其他信息', async () => {
      await choose('类别', '兼职');
      await fill({ 兼职单位名称: '西湖区老年书法协会', 兼职职务: '会长' });
    });
    await addFromArchive('遗嘱信息', '遗嘱信息', async () => {
      await field('是否立有遗嘱').click();
      // A confidential will is the managing unit's own: the province's administrator records an open one.
      await field('仅管理单位可见').click();
      await fill({ 立遗嘱日期: '2020-05-01', 保管人: '子女乙' });
    });
    await addFromArchive('结对农村党员', '结对农村党员', async () => {
      await fill({ 结对村党支部: '龙坞村党支部', 结对党员姓名: '结对丙', 结对日期: '2023-03-01' });
    });
    const records = (await api.json(`${API}/cadre/${cadreId}/archive`)).body.data.records as Record<string, unknown[]>;
    for (const kind of ['cadreFamily', 'cadreFamilyMember', 'cadreResume', 'cadrePhoto', 'cadreTalent', 'cadreHealthRecord', 'cadreHealthFollowup', 'cadreOther', 'cadreWill', 'cadreRuralPairing']) {
      assert.equal(records[kind]?.length, 1, kind);
    }
  });

  it('records the death, then a survivor; the cadre shows as deceased', async () => {
    await addFromArchive('去世信息', '去世信息', async () => {
      await fill({ 离世时间: cstDate(-1), 抚恤金等未领取原因: '手续办理中' });
    });
    await openArchive();
    await archive().getByText('已去世', { exact: true }).first().waitFor();
    await addFromArchive('遗属信息', '遗属信息', async () => {
      await fill({ 姓名: '配偶甲' });
      await choose('与逝者关系', '配偶');
    });
    const { body } = await api.json(`${API}/cadre/${cadreId}`);
    assert.equal(body.data.status, 'deceased');
    assert.equal(body.data.deathDate, cstDate(-1));
  });

  it('shows every record in the tabs of the whole archive', async () => {
    await openArchive();
    const expected: [string, string][] = [
      ['家庭信息', '杭州市西湖区文三路1号'],
      ['家庭信息', '子女乙'],
      ['工作简历', '副局长'],
      ['照片信息', '生活照'],
      ['银龄人才', '书法教学'],
      ['健康档案', '高血压'],
      ['健康档案', '按时服药'],
      ['去世信息', '手续办理中'],
      ['遗属信息', '配偶甲'],
      ['遗嘱信息', '子女乙'],
      ['其他信息', '西湖区老年书法协会'],
      ['结对农村党员', '龙坞村党支部'],
    ];
    for (const [tab, text] of expected) {
      await archive().getByRole('tab', { name: new RegExp(`^${tab}（[1-9]\\d*）$`) }).click();
      await archive().getByRole('tabpanel').getByText(text).first().waitFor();
    }
    await archive().getByRole('tab', { name: '照片信息（1）' }).click();
    await archive().getByRole('tabpanel').getByRole('img').first().waitFor();
  });

  it('imports the collection template: a bad row refuses the file, the corrected file comes in', async () => {
    await page.goto(`${url}${VETERAN}/import`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载模板' }).click();
    const template = await downloading;
    assert.equal(template.suggestedFilename(), '离退休干部职工信息收集模版.xlsx');
    // The template's own header row, filled in below it.
    const rows: CellValue[][] = [];
    for await (const row of readXlsx(await template.path())) rows.push(row.values);
    const headers = rows.find((r) => r.includes("身份证号码"))!.map(String);
    assert.ok(headers.includes('身份证号码') && headers.includes('单位全称'), headers.join(','));
    const person = (n: number, name: string, id: string) => {
      const values: Record<string, CellValue> = {
        序号: n, 姓名: name, 手机号码: '13805710001', 人员类别: '公务员(含参公)', '职务(职级)': '县处级副职', 组织区域: '杭州市',
        民族: '汉族', 籍贯: '浙江杭州', 政治面貌: '中共党员', 入党时间: '1975.07', 文化程度: '本科', 单位全称: '西湖区教育局', 身份证号码: id,
      };
      return headers.map((h) => values[h] ?? null);
    };
    const ids = [idCard('330106', '1954-04-14', '1', 951), idCard('330106', '1953-03-13', '1', 953), idCard('330106', '1955-05-15', '1', 955)];
    const broken = ids[2]!.slice(0, 17) + (ids[2]![17] === '1' ? '2' : '1');
    const upload = async (name: string, third: string) => {
      const content = Buffer.from(await sheet([person(1, IMPORTED[0]!, ids[0]!), person(2, IMPORTED[1]!, ids[1]!), person(3, IMPORTED[2]!, third)], headers), 'base64');
      await page.getByLabel('选择填好的模板文件（.xlsx）').setInputFiles({ name, mimeType: XLSX, buffer: content });
      await page.getByRole('button', { name: '上传导入' }).click();
    };

    await upload(`有错误${STAMP}.xlsx`, broken);
    await page.getByRole('alert').filter({ hasText: '导入失败：共1行有错误，未导入任何数据' }).waitFor();
    assert.deepEqual(await page.getByRole('list', { name: '错误明细' }).getByRole('listitem').allTextContents(), ['第4行“身份证号码”：身份证号校验位不正确']);
    for (const name of IMPORTED) assert.equal((await cadresNamed(name)).total, 0, `nothing written (${name})`);

    await upload(`正确${STAMP}.xlsx`, ids[2]!);
    await page.getByRole('status').filter({ hasText: '导入成功：共 3 行，已导入 3 人。' }).waitFor();
    for (const name of IMPORTED) assert.equal((await cadresNamed(name)).total, 1, name);

    await page.getByRole('link', { name: '导入操作记录' }).click();
    const records = page.getByRole('table', { name: '导入操作记录' });
    await records.getByRole('row').filter({ hasText: `正确${STAMP}.xlsx` }).filter({ hasText: '导入成功' }).waitFor();
    await records.getByRole('row').filter({ hasText: `有错误${STAMP}.xlsx` }).filter({ hasText: '导入失败' }).waitFor();
  });

  it('refuses a survivor for a living cadre, with the reason', async () => {
    const living = String((await cadresNamed(IMPORTED[0]!)).records[0]!.id);
    await page.goto(`${url}${VETERAN}/survivorInformation/Add?cadreId=${living}`);
    await page.getByRole('heading', { name: '新增遗属信息', exact: true }).waitFor();
    await fill({ 姓名: '遗属丁' });
    await choose('与逝者关系', '配偶');
    await save();
    await form().getByText('该干部在世，不能登记遗属信息；请先登记去世信息').first().waitFor();
    assert.equal((await api.json(`${API}/cadreSurvivor?cadreId=${living}&size=1`)).body.data.total, 0);
    // Leaves the refused form, whose values were never saved: the shell asks first.
    await form().getByRole('button', { name: '取消', exact: true }).click();
    const leave = page.getByRole('dialog').filter({ hasText: '当前页面有未保存的修改，离开后将丢失，是否继续?' });
    await leave.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(`${url}${VETERAN}/survivorInformation`);
  });

  it('finds a treatment below the job level in intelligent verification, corrects it and closes the finding', async () => {
    const person = (await cadresNamed(IMPORTED[1]!)).records[0]!;
    // 县处级副职 goes with 副县处级 (6); 科员办事员及其他 (9) is below it, which the import's form lets through.
    const { status } = await api.json(`${API}/cadre/${person.id}`, { method: 'PUT', json: { treatmentLevel: '9', version: person.version } });
    assert.equal(status, 200);
    await page.goto(`${url}${VETERAN}/intelligentVerification`);
    await page.getByRole('button', { name: '全不选' }).click();
    await page.getByRole('checkbox', { name: '待遇与职级一致性' }).click();
    await page.getByRole('button', { name: '运行核验', exact: true }).click();
    await page.getByRole('list', { name: '本次核验结果' }).getByText(/^待遇与职级一致性：核验 \d+ 人，新发现 [1-9]\d* 个问题/).waitFor();

    const search = page.getByRole('search');
    await search.getByLabel('干部姓名', { exact: true }).fill(IMPORTED[1]!);
    await search.getByRole('button', { name: '查询' }).click();
    const row = page.getByRole('table', { name: '核验结果' }).getByRole('row').filter({ hasText: '现享受待遇低于职级对应待遇' });
    await row.waitFor();
    await row.getByRole('button', { name: '修改档案' }).click();
    await page.waitForURL(new RegExp(`/Edit/${person.id}$`));
    await choose('现享受待遇', '副县处级');
    await save();
    await page.waitForURL((u) => !u.pathname.includes('/Edit/'));

    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: /智能核验/ }).click();
    const prompt = page.getByRole('status').filter({ hasText: `“${IMPORTED[1]}”的档案已修改` });
    await prompt.getByRole('button', { name: '标记为已更正' }).click();
    await prompt.waitFor({ state: 'detached' });
    const findings = (await api.json(`${API}/intelligentVerificationRecord?cadreId=${person.id}&checkItem=treatment_level`)).body.data.records as Record<string, unknown>[];
    assert.deepEqual(findings.map((f) => f.handleStatus), ['corrected']);
  });

  it('opens from a statistics number the list of exactly that many people', async () => {
    await page.goto(`${url}/retiredCadres/basicStatistics`);
    const number = page.getByRole('table', { name: '离退休类型与性别' }).getByRole('button', { name: /^退休 男：\d+人，查看人员名单$/ });
    const count = Number(await number.textContent());
    assert.ok(count > 0);
    await number.click();
    const dialog = page.getByRole('dialog', { name: `离退休类型与性别：退休 男（${count}人）` });
    await dialog.getByRole('status').filter({ hasText: `共 ${count} 条记录` }).waitFor();
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(e2e.errors.filter((e) => !/Failed to load resource/.test(e)), []);
  });
});
