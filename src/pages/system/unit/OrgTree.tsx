/**
 * The organisation tree of /system/unit (WAI-ARIA tree): one tab stop, ↑/↓ move, → opens or goes to the
 * first child, ← closes or goes to the parent, Home/End, Enter or Space chooses. Rows are flat treeitems
 * with their level; an organisation's children come when it is first opened (useOrgBranches.ts), and a
 * branch still loading, failed or larger than one page says so under its organisation.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { OrgKindTag } from './OrgKindTag.tsx';
import type { TreeRow } from './orgTreeRows.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { system } from '../../../../model/i18n/system.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export interface OrgTreeProps {
  rows: readonly TreeRow[];
  selected: string | null;
  onSelect(id: string): void;
  onToggle(id: string, open: boolean): void;
  onRetry(parentId: string): void;
  /** The tree is being brought up to date (aria-busy). */
  busy: boolean;
}

type OrgRow = Extract<TreeRow, { kind: 'org' }>;

export const treeItemId = (id: string) => `org-tree-${id}`;

export function OrgTree({ rows, selected, onSelect, onToggle, onRetry, busy }: OrgTreeProps) {
  const t = useT(crud, system, systemPages);
  const orgRows = rows.filter((r): r is OrgRow => r.kind === 'org');
  const [active, setActive] = useState<string | null>(null);
  const moved = useRef(false);
  const current = orgRows.find((r) => r.org.id === active) ?? orgRows.find((r) => r.org.id === selected) ?? orgRows[0];

  // Only a move by the keyboard takes the focus along (a reload must not steal it from elsewhere).
  useEffect(() => {
    if (!moved.current || !active) return;
    moved.current = false;
    document.getElementById(treeItemId(active))?.focus();
  }, [active]);

  const move = (row: OrgRow | undefined) => {
    if (!row) return;
    moved.current = true;
    setActive(row.org.id);
  };

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (!current) return;
    const at = orgRows.indexOf(current);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(orgRows[at + 1]),
      ArrowUp: () => move(orgRows[at - 1]),
      Home: () => move(orgRows[0]),
      End: () => move(orgRows[orgRows.length - 1]),
      ArrowRight: () => {
        if (!current.hasChildren) return;
        if (!current.expanded) onToggle(current.org.id, true);
        else if (orgRows[at + 1]?.parentId === current.org.id) move(orgRows[at + 1]);
      },
      ArrowLeft: () => {
        if (current.expanded) onToggle(current.org.id, false);
        else move(orgRows.find((r) => r.org.id === current.parentId));
      },
      Enter: () => onSelect(current.org.id),
      ' ': () => onSelect(current.org.id),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  if (rows.length === 0) return <p className="px-3 py-6 text-center text-sm text-muted">{t('systemPages.unit.treeEmpty')}</p>;
  return (
    <ul role="tree" aria-label={t('systemPages.unit.tree')} aria-busy={busy || undefined} onKeyDown={onKeyDown} className="text-sm">
      {rows.map((row) => {
        if (row.kind === 'placeholder') {
          return (
            <li key={`${row.parentId}-${row.status}`} role="none" className="py-1.5 text-xs text-muted" style={{ paddingLeft: `${(row.level - 1) * 1.25 + 1.75}rem` }}>
              {row.status === 'loading' ? t('systemPages.unit.treeLoading') : null}
              {row.status === 'truncated' ? t('systemPages.unit.treeTruncated', { count: row.hidden }) : null}
              {row.status === 'failed' ? (
                <>
                  {t('systemPages.unit.treeFailed')}
                  <Button size="sm" variant="link" onClick={() => onRetry(row.parentId)}>{t('crud.retry')}</Button>
                </>
              ) : null}
            </li>
          );
        }
        const { org } = row;
        const isSelected = org.id === selected;
        return (
          <li
            key={org.id}
            id={treeItemId(org.id)}
            role="treeitem"
            aria-level={row.level}
            aria-expanded={row.hasChildren ? row.expanded : undefined}
            aria-selected={isSelected}
            aria-label={[org.name, t(`org.kind.${org.kind}`), org.enabled ? '' : t('systemPages.unit.disabled')].filter(Boolean).join(' ')}
            tabIndex={org.id === current?.org.id ? 0 : -1}
            onFocus={() => setActive(org.id)}
            onClick={() => onSelect(org.id)}
            onDoubleClick={() => row.hasChildren && onToggle(org.id, !row.expanded)}
            className={cn(
              'flex min-h-9 cursor-pointer items-center gap-1.5 rounded pr-2 outline-none hover:bg-primary/5',
              'focus-visible:ring-2 focus-visible:ring-primary',
              isSelected && 'bg-primary/10 font-medium text-primary',
              !org.enabled && 'text-muted',
            )}
            style={{ paddingLeft: `${(row.level - 1) * 1.25 + 0.25}rem` }}
          >
            <span
              aria-hidden
              onClick={(e) => {
                e.stopPropagation();
                if (row.hasChildren) onToggle(org.id, !row.expanded);
              }}
              className="inline-flex size-6 shrink-0 items-center justify-center text-muted hover:text-primary"
            >
              {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
            </span>
            <span className="truncate">{org.name}</span>
            {/* The label reads what the row shows, name, level and state, in that order (WCAG 2.5.3). */}
            <OrgKindTag kind={org.kind} />
            {!org.enabled ? <span className="shrink-0 rounded bg-danger/10 px-1 text-xs text-danger">{t('systemPages.unit.disabled')}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
