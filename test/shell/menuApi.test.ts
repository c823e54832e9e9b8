/** GET /admin/menu: the signed-in user's menu tree, from the grants of their roles. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pick } from '../../model/i18n/index.ts';
import { flatten } from '../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../model/menu/catalogue.ts';
import { ENGINES } from '../helpers/engines.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { signIn, type SignedClient } from '../helpers/session.ts';

interface Entry {
  id: string;
  parentId: string;
  children: Entry[];
  name: string;
  path: string;
  type: string;
  sort: number;
  group: string;
  query: string;
  resource: string;
  keepAlive: string;
  hasChildren: boolean;
  hidden: boolean;
  code: string;
  meta: { labelEn: string; keepAlive: boolean };
}

const SPEC_FIELDS = ['id', 'parentId', 'children', 'icon', 'name', 'label', 'path', 'keepAlive', 'code', 'type', 'sort', 'hasChildren', 'hidden', 'spread', 'group', 'query', 'resource', 'meta'];
const walk = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...walk(e.children)]);
const catalogue = flatten(MENU_CATALOGUE);

for (const engine of ENGINES) {
  describe(`the menu endpoint (${engine})`, () => {
    let server: TestServer;
    let admin: SignedClient;
    let unit: SignedClient;
    before(async () => {
      server = await startTestServer(engine);
      admin = await signIn(server, 'admin');
      unit = await signIn(server, 'unit_user');
    });
    after(() => server.close());

    const menu = async (client: SignedClient, query = '?type=left') => {
      const { status, body } = await client.json(`/admin/menu${query}`);
      assert.equal(status, 200);
      return body.data as Entry[];
    };

    it('gives the super administrator every page of the catalogue, groups at the top, each level sorted', async () => {
      const tree = await menu(admin);
      assert.ok(tree.length > 0);
      for (const root of tree) assert.deepEqual([root.type, root.parentId, root.group], ['group', '-1', root.id]);
      const entries = walk(tree);
      const pages = catalogue.filter((n) => n.type !== 'button').map((n) => n.id).sort();
      assert.deepEqual(entries.map((e) => e.id).sort(), pages);
      for (const level of [tree, ...entries.map((e) => e.children)]) {
        const sorts = level.map((e) => e.sort);
        assert.deepEqual(sorts, [...sorts].sort((a, b) => a - b));
      }
    });

    it('shapes every entry as spec section 3’s menu entry, with its group, parent, path and keep-alive flag', async () => {
      const entries = walk(await menu(admin));
      for (const entry of entries) {
        assert.deepEqual(Object.keys(entry).sort(), [...SPEC_FIELDS].sort(), entry.id);
        assert.equal(entry.hasChildren, entry.children.length > 0);
        for (const child of entry.children) assert.deepEqual([child.parentId, child.group], [entry.id, entry.group]);
        const node = catalogue.find((n) => n.id === entry.id)!;
        assert.equal(entry.name, pick('zh-CN', node.label));
        assert.equal(entry.meta.labelEn, pick('en-US', node.label));
        assert.equal(entry.path, node.path ?? '');
        assert.equal(entry.resource, node.resource ?? '', `${entry.id}: the resource its page shows`);
        assert.equal(entry.hidden, node.hidden);
        assert.equal(entry.keepAlive, String(node.keepAlive));
        assert.equal(entry.meta.keepAlive, node.keepAlive === 0);
      }
    });

    it('leaves buttons out unless asked, and then gives the button codes the user holds', async () => {
      assert.equal(walk(await menu(admin)).filter((e) => e.type === 'button').length, 0);
      const withButtons = walk(await menu(admin, '?type=left&buttons=1'));
      const buttons = withButtons.filter((e) => e.type === 'button');
      assert.deepEqual(buttons.map((b) => b.id).sort(), catalogue.filter((n) => n.type === 'button').map((n) => n.id).sort());
      const { body } = await admin.json('/admin/user');
      for (const button of buttons) assert.ok(body.data.permissions.includes(button.code), button.code);
    });

    it('gives a unit clerk only what their role holds, the names matching authorityList', async () => {
      const adminIds = walk(await menu(admin)).map((e) => e.id);
      const entries = walk(await menu(unit, '?type=left&size=3000'));
      assert.ok(entries.length > 0 && entries.length < adminIds.length);
      const { body } = await unit.json('/admin/user');
      assert.deepEqual([...new Set(entries.map((e) => e.name))].sort(), [...body.data.authorityList].sort());
      assert.ok(entries.some((e) => e.path === '/guideWork/phoneBook'));
      assert.ok(entries.every((e) => e.type !== 'button'));
    });

    it('leaves out an entry whose parent is not granted, and splits a query off a menu path', async () => {
      await server.db.query(
        `INSERT INTO sys_menu (id, parent_id, name, path, type, sort, keep_alive, hidden)
         VALUES ('test/shared', 'guideWork/phoneBook', '共享页面', '/guideWork/phoneBook?kind=2&x=a?b', 'menu', 99, 0, false)`,
      );
      await server.db.query(
        `INSERT INTO sys_menu (id, parent_id, name, path, type, sort, keep_alive, hidden) VALUES ('test/orphanParent', NULL, '孤儿父级', NULL, 'group', 1, 1, false)`,
      );
      await server.db.query(
        `INSERT INTO sys_menu (id, parent_id, name, path, type, sort, keep_alive, hidden) VALUES ('test/orphan', 'test/orphanParent', '孤儿', '/test/orphan', 'menu', 1, 0, false)`,
      );
      await server.db.query(`INSERT INTO sys_role_menu (role_id, menu_id) VALUES ('role-unit-user', 'test/shared'), ('role-unit-user', 'test/orphan')`);
      const entries = walk(await menu(unit));
      assert.ok(!entries.some((e) => e.id === 'test/orphan'), 'an orphan has no place in the tree');
      const shared = entries.find((e) => e.id === 'test/shared')!;
      const phoneBook = entries.find((e) => e.id === 'guideWork/phoneBook')!;
      assert.deepEqual([shared.path, shared.query, shared.group], ['/guideWork/phoneBook', 'kind=2&x=a?b', phoneBook.group]);
      assert.deepEqual([phoneBook.resource, shared.resource], ['stafftelphone', 'stafftelphone'], 'an entry for a catalogue page shows its resource');
      assert.ok(entries.some((e) => e.type === 'group' && e.resource === ''), 'a group shows none');
      assert.equal(shared.meta.labelEn, '共享页面', 'an entry outside the catalogue keeps its own name in English too');
    });

    it('refuses a visitor without a session', async () => {
      const { status } = await server.json('/admin/menu?type=left');
      assert.equal(status, 401);
    });
  });
}
