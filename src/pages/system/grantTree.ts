/**
 * The role-authorisation tree's logic, apart from React (test/system/grantTree.test.ts): the tri-state of a
 * node and what checking or unchecking it does to the set of granted menu entries. Checking takes the
 * entry's hidden pages and buttons along (a page is granted with its forms) and its ancestors (a page needs
 * its group); unchecking takes its descendants away, and a group or a menu of pages that keeps nothing
 * checked below it goes too. Entries outside the user's ceiling (`grantable: false`) are never changed.
 */
import type { RuleEntry } from '../../../model/menu/types.ts';

export type CheckState = boolean | 'indeterminate';

function descendants(node: RuleEntry): RuleEntry[] {
  return node.children.flatMap((c) => [c, ...descendants(c)]);
}

/** A node that only holds other menus: it means nothing without a checked entry below it. */
function isContainer(node: RuleEntry): boolean {
  return node.type === 'group' || node.children.some((c) => c.type === 'menu' && !c.hidden);
}

/** Parent of every entry, by id. */
export function parentsOf(roots: readonly RuleEntry[]): Map<string, RuleEntry | undefined> {
  const parents = new Map<string, RuleEntry | undefined>();
  const walk = (nodes: readonly RuleEntry[], parent: RuleEntry | undefined) => {
    for (const n of nodes) {
      parents.set(n.id, parent);
      walk(n.children, n);
    }
  };
  walk(roots, undefined);
  return parents;
}

/**
 * A leaf is checked or not; a parent is checked when it and everything below it that the user could check
 * are, unchecked when none is, else indeterminate. (Entries outside the ceiling that the role lacks do not
 * hold a parent back: otherwise a click could never check, or uncheck, it.)
 */
export function checkState(node: RuleEntry, selected: ReadonlySet<string>): CheckState {
  if (!node.children.length) return selected.has(node.id);
  const below = descendants(node).filter((n) => n.grantable || selected.has(n.id));
  const on = below.filter((n) => selected.has(n.id)).length;
  if (on === 0 && !selected.has(node.id)) return false;
  if (on === below.length && selected.has(node.id)) return true;
  return 'indeterminate';
}

export function toggle(
  node: RuleEntry,
  checked: boolean,
  selected: ReadonlySet<string>,
  parents: ReadonlyMap<string, RuleEntry | undefined>,
): Set<string> {
  const next = new Set(selected);
  for (const n of [node, ...descendants(node)]) {
    if (!n.grantable) continue;
    if (checked) next.add(n.id);
    else next.delete(n.id);
  }
  for (let p = parents.get(node.id); p; p = parents.get(p.id)) {
    if (!p.grantable) continue;
    if (checked) next.add(p.id);
    else if (isContainer(p) && !descendants(p).some((d) => next.has(d.id))) next.delete(p.id);
  }
  return next;
}
