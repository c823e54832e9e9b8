/** 字典管理 against the real server: a dictionary type added and edited, its items added, edited and disabled. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import DictionaryDetailPage from '../../src/pages/system/dict/DictionaryDetailPage.tsx';
import DictionaryPage from '../../src/pages/system/dict/DictionaryPage.tsx';
import DictionaryTypeFormPage from '../../src/pages/system/dict/DictionaryTypeFormPage.tsx';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';
import { dictionaryStore } from '../../src/crud/dictionaries/dictionaryStore.ts';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';

const API = '/lgbsmp/api/v1/dictionary';

for (const engine of ENGINES) {
  describe(`字典管理 (${engine})`, { timeout: 180_000 }, () => {
    let b: BrowserSession;
    before(async () => {
      b = await startBrowserSession('admin', engine);
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const type = async (code: string) => (await b.api.json(`${API}/types/${code}`)).body.data as { name: string; items: { code: string; label: string; enabled: boolean }[] };
    const where = () => b.location.history.at(-1);
    // Plain DOM lookups for rows; assertions inside waitFor carry a message (node's assert parses the file for one otherwise).
    const row = (table: string, text: string) =>
      [...document.querySelectorAll<HTMLElement>(`table[aria-label="${table}"] tbody tr`)].find((r) => [...r.querySelectorAll('td')].some((td) => td.textContent === text));

    it('adds a dictionary type on the add page, then opens its detail page', async () => {
      render(<DictionaryTypeFormPage params={{}} query={{}} />);
      const form = await screen.findByRole('form', { name: '新增字典' });
      // The page's dictionaries arrive under waitFor: arriving during a later plain await, outside act(), their
      // update made React warn on a loaded machine.
      await waitFor(() => assert.equal(dictionaryStore.getState().status, 'ready'));
      fireEvent.change(within(form).getByLabelText(/字典编码/), { target: { value: '1bad' } });
      fireEvent.blur(within(form).getByLabelText(/字典编码/));
      await within(form).findByText('字典编码须为字母开头的1到64位字母、数字或下划线');
      fireEvent.change(within(form).getByLabelText(/字典编码/), { target: { value: 'visit_kind' } });
      fireEvent.change(within(form).getByLabelText(/字典名称/), { target: { value: '走访类别' } });
      await act(async () => fireEvent.click(within(form).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.equal(where()?.search, '?code=visit_kind'));
      assert.equal(where()?.path, '/system/dictionaries/detail');
      assert.equal((await type('visit_kind')).name, '走访类别');
    });

    it('edits its name on the put page', async () => {
      render(<DictionaryTypeFormPage params={{}} query={{ code: 'visit_kind' }} />);
      const form = await screen.findByRole('form', { name: '编辑字典：走访类别' });
      await waitFor(() => assert.equal((within(form).getByLabelText(/字典名称/) as HTMLInputElement).value, '走访类别'));
      assert.equal(within(form).getByLabelText(/字典编码/).hasAttribute('disabled'), true, 'the code is the key');
      fireEvent.change(within(form).getByLabelText(/字典名称/), { target: { value: '走访慰问类别' } });
      b.location.navigate('/system/dictionaries/put?code=visit_kind');
      await act(async () => fireEvent.click(within(form).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.equal(where()?.path, '/system/dictionaries/detail'));
      assert.equal((await type('visit_kind')).name, '走访慰问类别');
    });

    it('adds an item, edits it and disables it on the detail page', async () => {
      render(
        <>
          <DictionaryDetailPage params={{}} query={{ code: 'visit_kind' }} />
          <ConfirmHost />
        </>,
      );
      const page = await screen.findByRole('article', { name: '字典详情：走访慰问类别' });
      await within(page).findByText('该字典还没有字典项');
      fireEvent.click(within(page).getByRole('button', { name: '新增字典项' }));
      let dialog = await screen.findByRole('dialog', { name: '新增字典项：走访慰问类别' });
      fireEvent.change(within(dialog).getByLabelText(/字典项编码/), { target: { value: 'home' } });
      fireEvent.change(within(dialog).getByLabelText(/字典项名称/), { target: { value: '上门' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.ok(row('“走访慰问类别”的字典项', '上门'), 'the item is listed'));
      assert.deepEqual((await type('visit_kind')).items.map((i) => [i.code, i.label, i.enabled]), [['home', '上门', true]]);

      fireEvent.click(within(row('“走访慰问类别”的字典项', '上门')!).getByRole('button', { name: '编辑“上门”' }));
      dialog = await screen.findByRole('dialog', { name: '编辑字典项：走访慰问类别 / 上门' });
      assert.equal(within(dialog).getByLabelText(/字典项编码/).hasAttribute('disabled'), true);
      fireEvent.change(within(dialog).getByLabelText(/字典项名称/), { target: { value: '上门走访' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
      await waitFor(() => assert.ok(row('“走访慰问类别”的字典项', '上门走访'), 'the new label is listed'));

      await act(async () => fireEvent.click(within(row('“走访慰问类别”的字典项', '上门走访')!).getByRole('button', { name: '停用“上门走访”' })));
      await waitFor(() => assert.ok(row('“走访慰问类别”的字典项', '上门走访')?.querySelector('[aria-label="启用“上门走访”"]'), 'it can be enabled again'));
      assert.deepEqual((await type('visit_kind')).items.map((i) => [i.code, i.label, i.enabled]), [['home', '上门走访', false]]);
    });

    it('lists the type, finds it by name, and offers no delete for built-in ones', async () => {
      render(
        <>
          <DictionaryPage params={{}} query={{}} />
          <ConfirmHost />
        </>,
      );
      await waitFor(() => assert.ok(row('字典', 'sex'), 'the built-in sex dictionary is listed'));
      assert.equal(row('字典', 'sex')!.querySelector('button[aria-label^="删除"]'), null);
      const search = screen.getByRole('search');
      fireEvent.change(within(search).getByLabelText('字典名称'), { target: { value: '走访慰问类别' } });
      fireEvent.click(within(search).getByRole('button', { name: '查询' }));
      await waitFor(() => assert.equal(document.querySelectorAll('table[aria-label="字典"] tbody tr').length, 1));
      assert.ok(row('字典', 'visit_kind'), 'the new type is found');
    });
  });
}
