/**
 * The tree picker's popover (TreePicker.tsx), downloaded when the picker is first opened, hovered or
 * focused: the search box, the tree and their keys, with the picker's trigger as the Radix trigger (Radix
 * Popover with floating-ui is large, and a list’s search form shows pickers most visits never open).
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import type { TriggerProp } from '../../ui/OnDemand.tsx';
import type { TreePickerProps } from './TreePicker.tsx';
import { ancestorsOf, indexTree, visibleRows, type TreeOption } from './treeRows.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export interface TreePopoverProps extends TreePickerProps, TriggerProp {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function TreePopover({ trigger, open, onOpenChange, ...props }: TreePopoverProps) {
  const { options, value, onChange, multiple = false, loading } = props;
  const t = useT(crud, crudViews);
  const treeId = useId();
  const index = useMemo(() => indexTree(options), [options]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const selected = useMemo(() => new Set(value), [value]);
  const rows = useMemo(() => (open ? visibleRows(options, index, expanded, query) : []), [open, options, index, expanded, query]);
  const rowId = (v: string) => `${treeId}-${v}`;

  if (open !== shown) {
    setShown(open);
    if (open) {
      // Opens on the current choice: its branch unfolded, the top level open.
      const first = value[0];
      setExpanded(new Set([...options.map((o) => o.value), ...(first ? ancestorsOf(index, first) : [])]));
      setActive(first ?? options[0]?.value ?? null);
      setQuery('');
    }
  }

  function choose(option: TreeOption) {
    if (option.disabled) return;
    if (!multiple) {
      onChange([option.value]);
      onOpenChange(false);
      return;
    }
    onChange(selected.has(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value]);
  }

  function toggle(v: string, to?: boolean) {
    setExpanded((current) => {
      const next = new Set(current);
      if (to ?? !next.has(v)) next.add(v);
      else next.delete(v);
      return next;
    });
  }

  function move(to: string | undefined) {
    if (!to) return;
    setActive(to);
    document.getElementById(rowId(to))?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const at = rows.findIndex((r) => r.option.value === active);
    const row = rows[at];
    const caret = event.currentTarget.selectionStart ?? 0;
    const handled = () => event.preventDefault();
    switch (event.key) {
      case 'ArrowDown':
        handled();
        return move(rows[Math.min(rows.length - 1, at + 1)]?.option.value);
      case 'ArrowUp':
        handled();
        return move(rows[Math.max(0, at - 1)]?.option.value);
      case 'Home':
        handled();
        return move(rows[0]?.option.value);
      case 'End':
        handled();
        return move(rows[rows.length - 1]?.option.value);
      case 'ArrowRight':
        if (!row?.hasChildren || caret < query.length) return;
        handled();
        return row.expanded ? move(rows[at + 1]?.option.value) : toggle(row.option.value, true);
      case 'ArrowLeft':
        if (!row || caret > 0) return;
        handled();
        return row.expanded ? toggle(row.option.value, false) : move(row.parent ?? undefined);
      case 'Enter':
        handled();
        if (row) choose(row.option);
        return;
    }
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        className="w-[var(--radix-popover-trigger-width)] min-w-64"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <input
          ref={input}
          role="combobox"
          aria-expanded
          aria-controls={treeId}
          aria-autocomplete="list"
          aria-activedescendant={active ? rowId(active) : undefined}
          aria-label={t('crud.search')}
          placeholder={t('crud.searchPlaceholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setExpanded(new Set());
            setActive(null);
            props.onQuery?.(e.target.value);
          }}
          onKeyDown={onKeyDown}
          className="mb-2 h-8 w-full rounded border border-line px-2 text-sm focus:border-primary focus:outline-none"
        />
        <div id={treeId} role="tree" aria-multiselectable={multiple || undefined} aria-busy={loading || undefined} className="max-h-72 overflow-auto">
          {rows.length === 0 ? <p className="px-2 py-3 text-center text-muted">{loading ? t('crud.loading') : t('crud.noOptions')}</p> : null}
          {rows.map((row) => {
            const v = row.option.value;
            const isSelected = selected.has(v);
            return (
              <div
                key={v}
                id={rowId(v)}
                role="treeitem"
                aria-level={row.level}
                aria-expanded={row.hasChildren ? row.expanded : undefined}
                aria-selected={isSelected}
                aria-disabled={row.option.disabled || undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setActive(v);
                  choose(row.option);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-1 rounded py-1 pr-2',
                  v === active && 'bg-primary/10',
                  isSelected && 'text-primary',
                  row.option.disabled && 'cursor-default text-muted',
                )}
                style={{ paddingLeft: `${(row.level - 1) * 16 + 4}px` }}
              >
                <span
                  aria-hidden
                  onClick={(e) => {
                    e.stopPropagation();
                    if (row.hasChildren) toggle(v);
                  }}
                  className="inline-block w-4 text-center text-muted"
                >
                  {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
                </span>
                {multiple ? <span aria-hidden className={cn('inline-block size-3.5 rounded-sm border text-[10px] leading-3 text-center', isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-line')}>{isSelected ? '✓' : ''}</span> : null}
                <span className="truncate">{row.option.label}</span>
              </div>
            );
          })}
        </div>
      </PopoverContent>
    </Popover>
  );
}
