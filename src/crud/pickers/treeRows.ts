/** The rows a tree picker shows: the expanded part of the tree, or the matches of a search with their ancestors. */

export interface TreeOption {
  value: string;
  label: string;
  children?: readonly TreeOption[];
  /** Shown (a stored value keeps its label) but not choosable: a disabled dictionary item. */
  disabled?: boolean;
}

export interface TreeRow {
  option: TreeOption;
  level: number;
  parent: string | null;
  hasChildren: boolean;
  expanded: boolean;
}

export interface TreeIndex {
  parents: ReadonlyMap<string, string | null>;
  byValue: ReadonlyMap<string, TreeOption>;
}

/** At most this many matches are shown for a search: the user narrows it rather than scrolls. */
const MAX_MATCHES = 200;

export function indexTree(options: readonly TreeOption[]): TreeIndex {
  const parents = new Map<string, string | null>();
  const byValue = new Map<string, TreeOption>();
  const walk = (nodes: readonly TreeOption[], parent: string | null) => {
    for (const node of nodes) {
      parents.set(node.value, parent);
      byValue.set(node.value, node);
      if (node.children?.length) walk(node.children, node.value);
    }
  };
  walk(options, null);
  return { parents, byValue };
}

/** The values above `value`, nearest first. */
export function ancestorsOf(index: TreeIndex, value: string): string[] {
  const out: string[] = [];
  for (let p = index.parents.get(value) ?? null; p !== null; p = index.parents.get(p) ?? null) out.push(p);
  return out;
}

export function visibleRows(options: readonly TreeOption[], index: TreeIndex, expanded: ReadonlySet<string>, query: string): TreeRow[] {
  const rows: TreeRow[] = [];
  const needle = query.trim().toLowerCase();
  let shown: Set<string> | undefined;
  if (needle) {
    shown = new Set();
    let matches = 0;
    for (const option of index.byValue.values()) {
      if (!option.label.toLowerCase().includes(needle) && option.value.toLowerCase() !== needle) continue;
      shown.add(option.value);
      for (const a of ancestorsOf(index, option.value)) shown.add(a);
      if (++matches >= MAX_MATCHES) break;
    }
  }
  // While searching, a branch opens on its matches; one the user opens shows all its children.
  const walk = (nodes: readonly TreeOption[], level: number, parent: string | null, filter: Set<string> | undefined) => {
    for (const option of nodes) {
      if (filter && !filter.has(option.value)) continue;
      const hasChildren = Boolean(option.children?.length);
      const opened = expanded.has(option.value);
      const open = hasChildren && (opened || Boolean(filter && option.children!.some((c) => filter.has(c.value))));
      rows.push({ option, level, parent, hasChildren, expanded: open });
      if (open) walk(option.children!, level + 1, option.value, opened ? undefined : filter);
    }
  };
  walk(options, 1, null, shown);
  return rows;
}
