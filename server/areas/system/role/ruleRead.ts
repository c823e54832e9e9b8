/**
 * `rule`: the menu entries (groups, pages, hidden pages, buttons) as one tree for the role-authorisation
 * screen, each marked `grantable` when it lies within the reader's ceiling, and the edits of an entry's
 * name, icon, order, visibility and caching (the catalogue sync keeps what administrators changed).
 */
import { zh } from '../../../../model/i18n/index.ts';
import { MENU_ICONS } from '../../../../model/menu/icons.ts';
import type { RuleEntry } from '../../../../model/menu/types.ts';
import type { Queryable } from '../../../db/db.ts';
import { logOperation, diff, type Actor } from '../../../engine/oplog.ts';
import { businessError, validationError } from '../../../http/errors.ts';
import type { Principal } from '../../auth/principal.ts';
import type { SystemDeps } from '../systemDeps.ts';
import { grantCeiling } from './grantCeiling.ts';

const SELECT = `SELECT id, parent_id AS "parentId", name, path, code, type, icon, sort, keep_alive AS "keepAlive", hidden FROM sys_menu WHERE del_flag = 0`;

export async function ruleTree(q: Queryable, principal: Principal): Promise<RuleEntry[]> {
  const ceiling = await grantCeiling(q, principal);
  const rows = await q.query<Omit<RuleEntry, 'grantable' | 'children'> & Record<string, unknown>>(`${SELECT} ORDER BY sort, id`);
  const nodes = new Map(rows.map((r) => [r.id, { ...r, grantable: ceiling.has(r.id), children: [] as RuleEntry[] }]));
  const roots: RuleEntry[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function getRule(q: Queryable, id: string) {
  const [row] = await q.query(`${SELECT} AND id = $1`, [id]);
  if (!row) throw businessError(zh('system.notFound'));
  return row;
}

/** Menus are shared by the whole province: only an administrator of the whole scope edits them. */
export async function updateRule(deps: SystemDeps, actor: Actor, id: string, input: Record<string, unknown>) {
  if (!actor.principal.scope.all) throw businessError(zh('rule.globalOnly'), 400);
  const values: Record<string, unknown> = {};
  if ('name' in input) {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name || name.length > 64) throw validationError([{ field: 'name', message: zh('rule.nameRequired') }]);
    values.name = name;
  }
  if ('icon' in input) {
    if (input.icon !== null && !MENU_ICONS.includes(input.icon as never)) throw validationError([{ field: 'icon', message: zh('validation.pattern', { label: '图标' }) }]);
    values.icon = input.icon;
  }
  if ('sort' in input) {
    const sort = Number(input.sort);
    if (!Number.isInteger(sort) || sort < 0 || sort > 99999) throw validationError([{ field: 'sort', message: zh('validation.integer', { label: '排序' }) }]);
    values.sort = sort;
  }
  if ('hidden' in input) values.hidden = input.hidden === true || input.hidden === 'true';
  if ('keepAlive' in input) values.keep_alive = Number(input.keepAlive) === 0 ? 0 : 1;
  return deps.db.transaction(async (tx) => {
    const before = await getRule(tx, id);
    const columns = Object.keys(values);
    if (columns.length) {
      await tx.query(
        `UPDATE sys_menu SET update_by = $2, update_time = now()${columns.map((c, i) => `, ${c} = $${i + 3}`).join('')} WHERE id = $1`,
        [id, actor.principal.userId, ...columns.map((c) => values[c])],
      );
      const renamed = Object.fromEntries(columns.map((c) => [c === 'keep_alive' ? 'keepAlive' : c, values[c]]));
      await logOperation(tx, actor, { resource: 'rule', recordId: id, action: 'update', title: String(before.name), changes: diff(before, renamed) });
    }
    return getRule(tx, id);
  });
}
