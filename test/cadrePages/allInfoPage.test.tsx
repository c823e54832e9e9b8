/**
 * 全部信息 against the real server: the cadre list of the crud views whose names and 详情 open the archive,
 * with editing at the cadre's own pages; and the search form's `prefix` fields (the name) as text boxes
 * matching the start of the name.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AllInfoPage from '../../src/pages/cadre/archive/AllInfoPage.tsx';
import { startBrowserSession, type BrowserSession } from '../helpers/browserSession.ts';
import { ENGINES } from '../helpers/engines.ts';
import { createCadre, idCard } from '../cadre/helpers/cadreData.ts';

for (const engine of ENGINES) {
  describe(`全部信息 (${engine})`, { timeout: 240_000 }, () => {
    let b: BrowserSession;
    const ids: Record<string, string> = {};
    before(async () => {
      b = await startBrowserSession('hz_admin', engine);
      ids.a = (await createCadre(b.api, { realName: '全览欧阳', idCard: idCard('330106', '1950-09-01') })).id;
      ids.b = (await createCadre(b.api, { realName: '全览欧', idCard: idCard('330106', '1950-09-02') })).id;
      ids.c = (await createCadre(b.api, { realName: '李全览', idCard: idCard('330106', '1950-09-03') })).id;
    });
    after(() => b.close());
    afterEach(() => b.reset());

    const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');

    it('searches names by their start in a text box, and opens each person’s archive', async () => {
      render(<AllInfoPage params={{}} query={{}} />);
      const search = await screen.findByRole('search');
      const name = within(search).getByLabelText('姓名') as HTMLInputElement;
      assert.equal(name.tagName, 'INPUT');
      assert.equal(name.type, 'search', 'a prefix field is a text box like a contains field');
      assert.equal(name.placeholder, '输入开头的文字');
      fireEvent.change(name, { target: { value: '全览' } });
      fireEvent.submit(search);
      await waitFor(() => assert.deepEqual(names().sort(), ['全览欧', '全览欧阳']));
      fireEvent.change(name, { target: { value: '全览欧阳' } });
      fireEvent.submit(search);
      await waitFor(() => assert.deepEqual(names(), ['全览欧阳']));
      const row = screen.getAllByRole('row')[1]!;
      assert.equal(within(row).getByRole('link', { name: '全览欧阳' }).getAttribute('href'), `/retiredCadres/allInfoDetail/${ids.a}`);
      assert.equal(within(row).getByRole('link', { name: '查看“全览欧阳”详情' }).getAttribute('href'), `/retiredCadres/allInfoDetail/${ids.a}`);
      assert.equal(within(row).getByRole('link', { name: '编辑“全览欧阳”' }).getAttribute('href'), `/retiredCadres/baseInfo/Edit/${ids.a}`);
      assert.equal(screen.getByRole('button', { name: '新增' }).textContent, '新增');
      assert.equal(screen.getByRole('link', { name: '导入导出记录' }).getAttribute('href'), '/retiredCadres/baseInfoRecord');
    });
  });
}
