/**
 * Keeps sys_menu in step with the catalogue (model/menu): entries missing from the database are added
 * at start; an entry the catalogue renamed takes its new name where it still shows a former one
 * (`formerNames`); entries administrators changed are kept. The super administrator role is granted every
 * entry the sync adds, so that no release leaves it short of a page.
 */
import { pick } from '../../../model/i18n/index.ts';
import { flatten } from '../../../model/menu/build.ts';
import { MENU_CATALOGUE } from '../../../model/menu/catalogue.ts';
import type { Db } from '../../db/db.ts';
import { insertRows } from '../../db/bulk.ts';
import { lockSchema } from '../../db/migrate.ts';
import { grantMenus } from './grantMenus.ts';

export const SUPER_ADMIN_ROLE = 'role-admin';

/** Every catalogue entry, parents first. */
export const catalogueEntries = () => flatten(MENU_CATALOGUE);

export async function syncMenus(db: Db): Promise<void> {
  const nodes = catalogueEntries();
  await db.transaction(async (tx) => {
    // Two instances starting at once on one PostgreSQL: the second waits, then finds nothing to add.
    await lockSchema(tx);
    const existing = new Set((await tx.query<{ id: string }>('SELECT id FROM sys_menu')).map((r) => r.id));
    const added = nodes.filter((n) => !existing.has(n.id));
    await insertRows(
      tx,
      'sys_menu',
      added.map((n) => ({
        id: n.id,
        parent_id: n.parentId,
        name: pick('zh-CN', n.label),
        path: n.path ?? null,
        code: n.code ?? null,
        type: n.type,
        icon: n.icon ?? null,
        sort: n.sort,
        keep_alive: n.keepAlive,
        hidden: n.hidden,
      })),
    );
    for (const n of nodes) {
      if (!n.formerNames?.length || !existing.has(n.id)) continue;
      await tx.query('UPDATE sys_menu SET name = $1 WHERE id = $2 AND name = ANY($3::text[])', [pick('zh-CN', n.label), n.id, n.formerNames]);
    }
    await grantMenus(tx, SUPER_ADMIN_ROLE, added.map((n) => n.id));
  });
}
