/** The add and edit form against the real server: validation as fields are left, saving, conflicts, server messages. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { policyDocument } from '../../model/resources/policyDocument.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import { checkCharacter } from '../../model/idCard.ts';
import { standardPermissions } from '../../model/resource/permissions.ts';
import type { FieldDef, ResourceDef } from '../../model/resource/types.ts';
import FormPage from '../../src/crud/form/FormPage.tsx';
import { PageContext } from '../../src/router/pageContext.ts';
import { unsavedPages } from '../../src/shell/useUnsavedChanges.ts';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const API = '/lgbsmp/api/v1/stafftelphone';

/** A person with an ID number beside a birth date and sex: in the form, or derived by the server. */
function person(derived: boolean): ResourceDef {
  const form = derived ? false : 'main';
  const fields: FieldDef[] = [
    { name: 'idCard', type: 'idCard', label: ['身份证号', 'ID number'], form: 'main' },
    { name: 'dateOfBirth', type: 'date', label: ['出生日期', 'Born'], form },
    { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], form },
  ];
  return { name: 'person', table: 'person', label: ['人员', 'People'], titleField: 'idCard', permissions: standardPermissions('person'), fields };
}
const ID_NUMBER = '33010619491231002' + checkCharacter('33010619491231002');
const BASE = '/guideWork/phoneBook';

describe('the crud form', { timeout: 120_000 }, () => {
  let b: BrowserSession;
  before(async () => {
    b = await startBrowserSession();
  });
  after(() => b.close());
  afterEach(() => b.reset());

  const show = (def: ResourceDef, params: Record<string, string> = {}, basePath = BASE) =>
    render(
      <>
        <FormPage resource={def} basePath={basePath} params={params} />
        <ConfirmHost />
      </>,
    );
  /** The control of a labelled field (a required field's label starts with its * mark). */
  const control = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`));
  const messageOf = (label: string) => {
    const input = control(label);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  };
  /** Picks an option of a select (the browser's own), as a user would. */
  const choose = async (label: string, option: string) => {
    const select = control(label) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: (within(select).getByRole('option', { name: option }) as HTMLOptionElement).value } });
    await waitFor(() => assert.equal((control(label) as HTMLSelectElement).selectedOptions[0]?.textContent, option));
  };
  const type = (label: string, value: string) => {
    const input = control(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };

  it('checks a field when the user leaves it, with the messages the server would give', async () => {
    show(stafftelphone);
    type('联系电话', '12345');
    await waitFor(() => assert.equal(messageOf('联系电话'), '联系电话格式不正确（手机号或 0571-12345678）'));
    type('姓名', '  ');
    await waitFor(() => assert.equal(messageOf('姓名'), '姓名不能为空'));
    assert.equal(messageOf('职务'), '', 'a field not yet left says nothing');
    fireEvent.change(control('联系电话'), { target: { value: '0571-87654321' } });
    await waitFor(() => assert.equal(messageOf('联系电话'), '', 'a corrected field clears its message as the user types'));
  });

  it('refuses to save an incomplete form, shows every message and focuses the first field with one', async () => {
    show(stafftelphone);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => assert.equal(messageOf('姓名'), '姓名不能为空'));
    assert.equal(messageOf('联系电话'), '联系电话不能为空');
    assert.equal(messageOf('所属单位'), '所属单位不能为空');
    await waitFor(() => assert.equal(document.activeElement, control('姓名')));
  });

  it('adds an entry with the organisation chosen from the keyboard, saves on Ctrl+S and returns to the list', async () => {
    show(stafftelphone);
    type('姓名', '键盘录入');
    type('联系电话', '13900001111');
    fireEvent.click(control('所属单位'));
    const search = await screen.findByRole('combobox', { name: '搜索选项' });
    fireEvent.change(search, { target: { value: '西湖区' } });
    await waitFor(() => assert.ok(screen.getAllByRole('treeitem').length > 0));
    const first = screen.getAllByRole('treeitem')[0]!;
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => assert.equal(control('所属单位').textContent?.replace('▾', ''), first.textContent?.replace(/[▸▾]/g, '')));
    assert.equal(messageOf('所属单位'), '', 'the field is checked with the organisation just chosen');
    await act(async () => fireEvent.keyDown(window, { key: 's', ctrlKey: true }));
    await waitFor(() => assert.equal(b.location.get().path, BASE));
    const { body } = await b.api.json(`${API}?userName=${encodeURIComponent('键盘录入')}`);
    assert.equal(body.data.total, 1);
    assert.equal(body.data.records[0].phonenumber, '13900001111');
    assert.ok(b.toasts().includes('保存成功'));
  });

  it('saves and starts again with an empty form on “save and add another”', async () => {
    show(stafftelphone);
    type('姓名', '连续一');
    type('联系电话', '13900002222');
    fireEvent.click(control('所属单位'));
    fireEvent.change(await screen.findByRole('combobox', { name: '搜索选项' }), { target: { value: '杭州市委老干部局' } });
    fireEvent.click(await screen.findByRole('treeitem', { name: '杭州市委老干部局' }));
    fireEvent.click(screen.getByRole('button', { name: '保存并继续新增' }));
    await waitFor(() => assert.equal((control('姓名') as HTMLInputElement).value, ''));
    assert.equal((control('排序') as HTMLInputElement).value, '0', 'defaults come back');
    const { body } = await b.api.json(`${API}?userName=${encodeURIComponent('连续一')}`);
    assert.equal(body.data.total, 1);
  });

  it('keeps an edit’s fields disabled until its record has arrived, so that nothing typed before is overwritten by it', async () => {
    const created = (await b.api.json(API, { method: 'POST', json: { userName: '等待', phonenumber: '13900004444', orgId: '330100', post: '科员' } })).body.data;
    show(stafftelphone, { id: created.id });
    assert.equal((control('职务') as HTMLInputElement).disabled, true, 'disabled while the record is on its way');
    await waitFor(() => assert.equal((control('职务') as HTMLInputElement).value, '科员'));
    assert.equal((control('职务') as HTMLInputElement).disabled, false);
  });

  it('sends the version it read, and when someone else saved first says so and reloads their data on request', async () => {
    const created = (await b.api.json(API, { method: 'POST', json: { userName: '并发', phonenumber: '13900003333', orgId: '330100', post: '科员' } })).body.data;
    show(stafftelphone, { id: created.id });
    await waitFor(() => assert.equal((control('职务') as HTMLInputElement).value, '科员'));
    await b.api.json(`${API}/${created.id}`, { method: 'PUT', json: { version: created.version, post: '处长' } });
    type('职务', '主任');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const banner = await screen.findByText('该记录已被他人修改，请刷新后重试');
    fireEvent.click(within(banner.closest('[role=alert]') as HTMLElement).getByRole('button', { name: '重新加载最新数据' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
    await waitFor(() => assert.equal((control('职务') as HTMLInputElement).value, '处长'));
    assert.ok(screen.queryByText('该记录已被他人修改，请刷新后重试') === null);
  });

  it('tells the shell while it has unsaved changes, and no longer once they are saved', async () => {
    const key = `${BASE}/Add`;
    render(
      <PageContext.Provider value={{ key, active: true }}>
        <FormPage resource={stafftelphone} basePath={BASE} params={{}} />
      </PageContext.Provider>,
    );
    assert.equal(unsavedPages.getState().has(key), false);
    type('姓名', '未保存');
    await waitFor(() => assert.equal(unsavedPages.getState().has(key), true));
    type('联系电话', '13900004444');
    fireEvent.click(control('所属单位'));
    fireEvent.change(await screen.findByRole('combobox', { name: '搜索选项' }), { target: { value: '杭州市委老干部局' } });
    fireEvent.click(await screen.findByRole('treeitem', { name: '杭州市委老干部局' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => assert.equal(unsavedPages.getState().has(key), false));
    await waitFor(() => assert.equal(b.location.get().path, BASE));
  });

  it('fills the birth date and sex from a valid ID number', async () => {
    show(person(false));
    type('身份证号', ID_NUMBER);
    await waitFor(() => assert.equal((control('出生日期') as HTMLInputElement).value, '1949-12-31'));
    await waitFor(() => assert.equal((control('性别') as HTMLSelectElement).selectedOptions[0]?.textContent, '女'));
  });

  it('shows what a valid ID number says when the server derives the birth date and sex itself', async () => {
    show(person(true));
    type('身份证号', ID_NUMBER);
    await waitFor(() => assert.match(messageOf('身份证号'), /由身份证号识别：出生日期 1949-12-31，性别 女/));
    type('身份证号', ID_NUMBER.slice(0, 17) + (ID_NUMBER.endsWith('0') ? '1' : '0'));
    await waitFor(() => assert.equal(messageOf('身份证号'), '身份证号校验位不正确'));
  });

  it('finds a person on the server for a user field and keeps the one chosen', async () => {
    const def: ResourceDef = { ...person(false), fields: [{ name: 'ownerId', type: 'user', label: ['负责人', 'Owner'], form: 'main' }] };
    show(def);
    fireEvent.click(control('负责人'));
    fireEvent.change(await screen.findByRole('combobox', { name: '搜索选项' }), { target: { value: '杭州市管理员' } });
    fireEvent.click(await screen.findByRole('treeitem', { name: '杭州市管理员（杭州市委老干部局）' }));
    await waitFor(() => assert.equal(control('负责人').textContent?.replace('▾', ''), '杭州市管理员（杭州市委老干部局）'));
  });

  it('uploads attachments, lists them by name and size, and removes one', async () => {
    show(policyDocument, {}, '/guideWork/sendReceive');
    const input = control('附件');
    const files = [new File(['第一份通知正文'], '通知一.txt', { type: 'text/plain' }), new File(['第二份'], '通知二.txt', { type: 'text/plain' })];
    fireEvent.change(input, { target: { files } });
    // Two uploads through the real server, one after the other, within the suite's wait (test/helpers/browserSession.ts).
    await screen.findByRole('button', { name: '下载“通知二.txt”' });
    assert.ok(screen.getByRole('button', { name: '下载“通知一.txt”' }).closest('li')?.textContent?.includes('21 B'));
    fireEvent.click(screen.getByRole('button', { name: '移除附件“通知一.txt”' }));
    await waitFor(() => assert.ok(screen.queryByRole('button', { name: '下载“通知一.txt”' }) === null));
    assert.ok(screen.getByRole('button', { name: '下载“通知二.txt”' }));
  });

  /** A new policy document of the province's bureau (本单位文件, dated 2025-03-01), filled in but not saved. */
  async function fillPolicyDocument(title: string, receiving: '个人' | '单位', html: string): Promise<void> {
    show(policyDocument, {}, '/guideWork/sendReceive');
    type('文件标题', title);
    type('发文日期', '2025-03-01');
    await choose('文件类别', '本单位文件');
    await choose('接收方式', receiving);
    fireEvent.click(control('发文单位'));
    fireEvent.change(await screen.findByRole('combobox', { name: '搜索选项' }), { target: { value: '浙江省委老干部局' } });
    fireEvent.click(await screen.findByRole('treeitem', { name: '浙江省委老干部局' }));
    const text = control('正文');
    text.innerHTML = html;
    fireEvent.input(text);
  }

  it('shows the message the server gives for a field under that field (an item disabled since the page loaded)', async () => {
    await fillPolicyDocument('关于做好离退休干部工作的通知', '个人', '<p>请各单位<b>认真落实</b>。</p>');
    // After the page loaded its dictionaries, an administrator disables 本单位文件 on the server.
    await b.server.db.query(`UPDATE sys_dict_item SET enabled = false WHERE type_code = 'policy_category' AND code = '5'`);
    await b.server.db.notify('dict_changed', '');
    const here = b.location.get().path;
    try {
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      await waitFor(() => assert.equal(messageOf('文件类别'), '文件类别的取值“5”不在字典中'));
      assert.equal(b.location.get().path, here, 'the form stays');
    } finally {
      await b.server.db.query(`UPDATE sys_dict_item SET enabled = true WHERE type_code = 'policy_category' AND code = '5'`);
      await b.server.db.notify('dict_changed', '');
    }
  });

  it("says what the server's record checks would, loaded with the form, before sending anything", async () => {
    const sent: string[] = [];
    const fetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (init?.method === 'POST') sent.push(String(input));
      return fetch(input, init);
    };
    try {
      await fillPolicyDocument('关于走访慰问的通知', '单位', '<p>请各单位做好走访慰问。</p>');
      fireEvent.click(screen.getByRole('button', { name: '保存' }));
      // Sent to organisations, the document must name them (model/resources/policyDocumentChecks.ts).
      await waitFor(() => assert.match(messageOf('接收单位'), /^请选择接收单位 /));
      assert.deepEqual(sent.filter((url) => url.includes('/policyDocument')), [], 'the form refused it itself');
    } finally {
      globalThis.fetch = fetch;
    }
  });
});
