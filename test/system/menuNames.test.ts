/**
 * Issue 16.4: a menu reads as a staff member expects. Within each top group no two listed entries (pages
 * and sub-menus at any depth, in either language) share a name, and a page the catalogue renamed takes its
 * new name on a database synced before, unless an administrator named it themselves.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { flatten } from '../../model/menu/build.ts';
import type { MenuNode } from '../../model/menu/types.ts';
import { syncMenus } from '../../server/areas/menu/syncMenus.ts';
import { migrate } from '../../server/db/migrate.ts';
import { ENGINES, freshDatabase, type FreshDb } from '../helpers/engines.ts';

/** What the sidebar lists under a group: every entry that is neither hidden nor a button, depth first. */
const listed = (node: MenuNode): MenuNode[] => node.children.filter((c) => !c.hidden && c.type !== 'button').flatMap((c) => [c, ...listed(c)]);

describe('the menu catalogue’s names', () => {
  for (const group of MENU_CATALOGUE) {
    it(`lists no two entries of one name in ${group.label[0]}`, () => {
      const entries = listed(group);
      for (const locale of [0, 1] as const) {
        const names = entries.map((entry) => entry.label[locale]);
        assert.deepEqual(names.filter((name, i) => names.indexOf(name) !== i), [], `${group.id}, ${locale ? 'en-US' : 'zh-CN'}`);
      }
    });
  }

  it('names the veteran tree’s pages that repeat the first tree’s records as their 维护 pages, saying what they were called', () => {
    const cadre = flatten(MENU_CATALOGUE).filter((n) => n.path?.startsWith('/retiredVeteranCadres/'));
    const renamed = cadre.filter((n) => n.formerNames);
    assert.deepEqual(renamed.map((n) => [n.path, n.formerNames, n.label[0]]), [
      ['/retiredVeteranCadres/basicInformation', ['基本信息'], '档案采集'],
      ['/retiredVeteranCadres/photoInfo', ['照片信息'], '照片维护'],
      ['/retiredVeteranCadres/healthRecords', ['健康档案'], '健康档案维护'],
      ['/retiredVeteranCadres/deathInformation', ['去世信息'], '去世信息维护'],
      ['/retiredVeteranCadres/survivorInformation', ['遗属信息'], '遗属信息维护'],
      ['/retiredVeteranCadres/otherInformation', ['其他信息'], '其他信息维护'],
      ['/retiredVeteranCadres/statisticalAnalysis', ['统计分析'], '统计中心'],
      ['/retiredVeteranCadres/statisticalAnalysis/basic', ['基础统计'], '基本情况统计'],
    ]);
  });
});

for (const engine of ENGINES) {
  describe(`the menu sync on a database synced before (${engine})`, () => {
    let fresh: FreshDb;
    before(async () => {
      fresh = await freshDatabase(engine);
      await migrate(fresh.db);
      await syncMenus(fresh.db);
    });
    after(() => fresh?.dispose());

    const nameOf = async (id: string) => (await fresh.db.query<{ name: string }>('SELECT name FROM sys_menu WHERE id = $1', [id]))[0]?.name;

    it('renames an entry still showing its former name, and keeps a name an administrator gave', async () => {
      // As an earlier release left them: one entry under its old name, one renamed by an administrator.
      await fresh.db.query(`UPDATE sys_menu SET name = '基本信息' WHERE id = 'retiredVeteranCadres/basicInformation'`);
      await fresh.db.query(`UPDATE sys_menu SET name = '本单位照片' WHERE id = 'retiredVeteranCadres/photoInfo'`);
      await syncMenus(fresh.db);
      assert.equal(await nameOf('retiredVeteranCadres/basicInformation'), '档案采集');
      assert.equal(await nameOf('retiredVeteranCadres/photoInfo'), '本单位照片');
      assert.equal(await nameOf('retiredCadres/baseInfo'), '基本信息');
    });
  });
}
