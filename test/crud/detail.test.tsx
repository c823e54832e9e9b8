/** The detail view against the real server: sections, labels, sanitised text, lifecycle moves, history, print. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { policyDocument } from '../../model/resources/policyDocument.ts';
import { stafftelphone } from '../../model/resources/stafftelphone.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import DetailPage from '../../src/crud/detail/DetailPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';

const PHONE = '/lgbsmp/api/v1/stafftelphone';
const POLICY = '/lgbsmp/api/v1/policyDocument';

describe('the crud detail page', { timeout: 120_000 }, () => {
  let b: BrowserSession;
  before(async () => {
    b = await startBrowserSession();
  });
  after(() => b.close());
  afterEach(() => b.reset());

  const show = (def: ResourceDef, id: string) =>
    render(
      <>
        <DetailPage resource={def} basePath="/guideWork/x" params={{ id }} />
        <ConfirmHost />
      </>,
    );
  /** The value shown beside a label (a <dt>/<dd> pair). */
  const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
  /** A history entry's change of one field, as read: "before → after". */
  const changeIn = (entry: HTMLElement, label: string) => within(entry).getByRole('rowheader', { name: label }).nextElementSibling?.textContent?.replace('改为', ' ') ?? '';

  it('shows an entry in its section with the organisation’s name, and its history field by field', async () => {
    const created = (await b.api.json(PHONE, { method: 'POST', json: { userName: '详情甲', phonenumber: '13912345678', orgId: '330100', post: '科员' } })).body.data;
    await b.api.json(`${PHONE}/${created.id}`, { method: 'PUT', json: { version: 1, post: '处长' } });
    show(stafftelphone, created.id);
    await screen.findByRole('heading', { name: '通讯录详情：详情甲' });
    assert.ok(screen.getByRole('region', { name: '基本信息' }));
    assert.equal(valueOf('所属单位'), '杭州市委老干部局');
    assert.equal(valueOf('职务'), '处长');
    assert.equal(valueOf('详细地址'), '—');
    const history = screen.getByRole('region', { name: '操作记录' });
    await waitFor(() => assert.equal(within(history).getAllByRole('listitem').length, 2));
    const [update, create] = within(history).getAllByRole('listitem');
    assert.match(update!.textContent ?? '', /系统管理员修改/);
    assert.equal(changeIn(update!, '职务'), '科员→ 处长');
    assert.match(create!.textContent ?? '', /新增/);
    // The organisation's name is looked up after the history shows (a busy machine may show its code first).
    await waitFor(() => assert.equal(changeIn(within(history).getAllByRole('listitem')[1]!, '所属单位'), '杭州市委老干部局'));
    assert.ok(within(create!).queryByRole('rowheader', { name: '详细地址' }) === null, 'fields left empty are not listed');
  });

  it('shows dictionary labels, the text without anything unsafe, the state, and runs the moves the state allows', async () => {
    const doc = (
      await b.api.json(POLICY, {
        method: 'POST',
        json: {
          title: '关于开展走访慰问的通知',
          category: '2',
          receiveType: '1',
          orgId: '330000',
          publishDate: '2025-01-20',
          content: '<p onclick="alert(1)">请<b>按时</b>走访<script>alert(2)</script><a href="javascript:alert(3)">链接</a></p>',
        },
      })
    ).body.data;
    show(policyDocument, doc.id);
    await screen.findByRole('heading', { name: '政策文件详情：关于开展走访慰问的通知' });
    assert.equal(valueOf('文件类别'), '省级文件');
    assert.equal(valueOf('接收方式'), '个人');
    const text = screen.getByText('按时').closest('dd')!;
    assert.ok(text.querySelector('script, [onclick]') === null);
    assert.equal(text.querySelector('a')?.getAttribute('href'), null);
    assert.match(valueOf('状态'), /草稿/);

    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    const confirmation = await screen.findByRole('dialog');
    assert.match(confirmation.textContent ?? '', /确定要发布“关于开展走访慰问的通知”吗？/);
    await act(async () => fireEvent.click(within(confirmation).getByRole('button', { name: '确定' })));
    await waitFor(() => assert.match(valueOf('状态'), /已发布/));
    assert.ok(screen.queryByRole('link', { name: '编辑' }) === null, 'a published document is not edited');

    fireEvent.click(screen.getByRole('button', { name: '撤回' }));
    const reason = await screen.findByRole('dialog', { name: /撤回/ });
    fireEvent.click(within(reason).getByRole('button', { name: '确定' }));
    await within(reason).findByText('请填写原因');
    fireEvent.change(within(reason).getByRole('textbox'), { target: { value: '文号有误' } });
    await act(async () => fireEvent.click(within(reason).getByRole('button', { name: '确定' })));
    await waitFor(() => assert.match(valueOf('状态'), /已撤回.*原因：文号有误/));
    const history = screen.getByRole('region', { name: '操作记录' });
    await waitFor(() => assert.equal(within(history).getAllByRole('listitem').length, 3));
    const withdrawn = within(history).getAllByRole('listitem')[0]!;
    assert.match(withdrawn.textContent ?? '', /状态变更/);
    assert.equal(changeIn(withdrawn, '状态'), '已发布→ 已撤回');
    assert.equal(changeIn(withdrawn, '原因'), '（空）→ 文号有误');
  });

  it('prints without the shell: the page on screen marks itself for the print stylesheet, and unmarks after', async () => {
    const created = (await b.api.json(PHONE, { method: 'POST', json: { userName: '打印', phonenumber: '13912345679', orgId: '330100' } })).body.data;
    show(stafftelphone, created.id);
    const page = (await screen.findByRole('heading', { name: '通讯录详情：打印' })).closest('article')!;
    // The listener is attached by an effect, which may run after the heading is found (a busy machine).
    await waitFor(() => {
      window.dispatchEvent(new Event('beforeprint'));
      assert.ok(document.documentElement.hasAttribute('data-crud-print'));
      assert.ok(page.hasAttribute('data-crud-print-root'));
    });
    window.dispatchEvent(new Event('afterprint'));
    assert.equal(document.documentElement.hasAttribute('data-crud-print'), false);
    assert.equal(page.hasAttribute('data-crud-print-root'), false);
  });

  it('says the record is not there when it does not exist or lies outside the user’s scope', async () => {
    show(stafftelphone, 'no-such-id');
    await screen.findByText('该记录不存在，或不在您的管理范围内');
    assert.deepEqual(b.toasts(), [], 'the spec’s silent 该Id查询结果为空 shows no message');
  });
});
