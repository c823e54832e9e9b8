/**
 * 角色授权: a role's grants as a tree of menu groups, pages, hidden pages and buttons with tri-state
 * checkboxes (grantTree.ts). Entries the user may not grant are shown disabled; groups start open, pages
 * closed. Controlled: the page holds the set and saves it with `PUT RoleRule`.
 */
import { useMemo, useState } from 'react';
import type { RuleEntry } from '../../../model/menu/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { checkState, parentsOf, toggle } from './grantTree.ts';
import { system } from '../../../model/i18n/system.ts';

export interface RoleGrantTreeProps {
  entries: readonly RuleEntry[];
  value: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  readOnly?: boolean;
}

export function RoleGrantTree({ entries, value, onChange, readOnly }: RoleGrantTreeProps) {
  const parents = useMemo(() => parentsOf(entries), [entries]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(entries.map((e) => e.id)));
  const t = useT(system);

  const row = (entry: RuleEntry, level: number) => {
    const expanded = open.has(entry.id);
    const flip = () => setOpen((o) => {
      const next = new Set(o);
      if (expanded) next.delete(entry.id);
      else next.add(entry.id);
      return next;
    });
    return (
      <li key={entry.id} role="treeitem" aria-level={level} aria-expanded={entry.children.length ? expanded : undefined} aria-selected={value.has(entry.id)}>
        <div className="flex items-center gap-2 py-0.5" style={{ paddingLeft: `${(level - 1) * 1.25}rem` }}>
          {entry.children.length ? (
            <button type="button" className="w-4 text-muted" aria-label={t(expanded ? 'grantTree.collapse' : 'grantTree.expand', { name: entry.name })} onClick={flip}>
              {expanded ? '▾' : '▸'}
            </button>
          ) : (
            <span className="w-4" />
          )}
          <Checkbox
            checked={checkState(entry, value)}
            disabled={readOnly || !entry.grantable}
            aria-label={entry.name}
            onCheckedChange={(checked) => onChange(toggle(entry, checked, value, parents))}
          />
          <span className={entry.grantable ? '' : 'text-muted'}>{entry.name}</span>
          {/* Tags on the surface colour: muted text on a tinted ground falls below 4.5:1 (axe, WCAG 1.4.3). */}
          {entry.type === 'button' && <span className="rounded border border-line px-1 text-xs text-muted">{t('grantTree.button')}</span>}
          {entry.type === 'menu' && entry.hidden && <span className="rounded border border-line px-1 text-xs text-muted">{t('grantTree.hiddenPage')}</span>}
        </div>
        {entry.children.length > 0 && expanded && <ul role="group">{entry.children.map((c) => row(c, level + 1))}</ul>}
      </li>
    );
  };

  return (
    <ul role="tree" aria-multiselectable="true" aria-label={t('grantTree.label')} className="text-sm">
      {entries.map((e) => row(e, 1))}
    </ul>
  );
}
