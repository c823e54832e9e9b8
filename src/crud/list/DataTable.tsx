/**
 * The records table: sortable headers (aria-sort), columns resized by dragging or with the arrow keys,
 * row selection, skeleton rows of the same height while the first page loads (no layout jump), and its
 * own scroll position kept across a kept-alive tab being hidden and shown. Rows are memoised and cells
 * cheap, so a page of 500 re-renders only the rows that changed.
 */
import { memo, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';
import type { WireRecord } from '../recordApi.ts';
import { clampWidth, DEFAULT_WIDTH, MAX_WIDTH, MIN_WIDTH } from './useColumnPrefs.ts';
import { crud } from '../../../model/i18n/crud.ts';

/** What a row needs: an id. Records of the engine (WireRecord) are the default; hand-made lists (reminders, sync rows) bring their own. */
export type TableRow = Readonly<Record<string, unknown>> & { readonly id: string };

export interface TableColumn<R extends TableRow = WireRecord> {
  name: string;
  label: string;
  sortable: boolean;
  /** A string is plain text: the cell also shows it whole on hover (`title`), as the cell may cut it. */
  cell(record: R): ReactNode;
}

export interface DataTableProps<R extends TableRow = WireRecord> {
  label: string;
  columns: readonly TableColumn<R>[];
  widths: Readonly<Record<string, number>>;
  records: readonly R[] | null;
  loading: boolean;
  skeletonRows: number;
  /** Rows are selectable when given. */
  selection?: ReadonlySet<string>;
  onSelect?(ids: readonly string[], selected: boolean): void;
  rowLabel(record: R): string;
  sort?: string | null;
  onSort?(name: string): void;
  onResize?(name: string, width: number): void;
  actions?: (record: R) => ReactNode;
  actionsWidth?: number;
  /** Shown instead of rows: the empty state or the error state. */
  placeholder?: ReactNode;
}

const CHECK = 'size-4 cursor-pointer accent-primary';

interface RowProps<R extends TableRow> {
  record: R;
  columns: readonly TableColumn<R>[];
  selected: boolean | undefined;
  onSelect: ((ids: readonly string[], selected: boolean) => void) | undefined;
  label: string;
  actions: ((record: R) => ReactNode) | undefined;
}

// memo() loses the type parameter; the cast gives it back.
const Row = memo(function Row<R extends TableRow>({ record, columns, selected, onSelect, label, actions }: RowProps<R>) {
  return (
    <tr aria-selected={selected} className={cn('h-10 border-b border-line hover:bg-primary/5', selected && 'bg-primary/5')}>
      {onSelect ? (
        <td className="px-3">
          <input type="checkbox" className={CHECK} checked={selected} aria-label={label} onChange={(e) => onSelect([record.id], e.target.checked)} />
        </td>
      ) : null}
      {columns.map((c) => {
        const content = c.cell(record);
        // A cell of plain text shows its whole text on hover where it is cut: on the cell, not a span of its own.
        return (
          <td key={c.name} className="truncate px-3" title={typeof content === 'string' && content ? content : undefined}>
            {content}
          </td>
        );
      })}
      {actions ? <td className="px-2 whitespace-nowrap">{actions(record)}</td> : null}
    </tr>
  );
}) as <R extends TableRow>(props: RowProps<R>) => ReactNode;

function ariaSort(sort: string | null | undefined, name: string): 'ascending' | 'descending' | 'none' {
  if (sort === `${name},asc`) return 'ascending';
  if (sort === `${name},desc`) return 'descending';
  return 'none';
}

export function DataTable<R extends TableRow = WireRecord>(props: DataTableProps<R>) {
  const { columns, widths, records, loading, selection, onSelect, sort, onSort, onResize, actions, actionsWidth = 200 } = props;
  const t = useT(crud);
  const scroller = useRef<HTMLDivElement>(null);
  const scrolled = useRef({ top: 0, left: 0 });
  const [drag, setDrag] = useState<{ name: string; startX: number; startWidth: number; width: number } | null>(null);
  const widthOf = (name: string) => (drag?.name === name ? drag.width : (widths[name] ?? DEFAULT_WIDTH));

  // A hidden tab loses its scroll position; put it back when the tab is shown again.
  // Only when there is one: writing scrollTop forces a synchronous layout of the whole page, which on a
  // fresh list's first render cost about 35 ms of main-thread time for nothing.
  useLayoutEffect(() => {
    const el = scroller.current;
    const { top, left } = scrolled.current;
    if (!el || (top === 0 && left === 0)) return;
    el.scrollTop = top;
    el.scrollLeft = left;
  }, []);

  const ids = records?.map((r) => r.id) ?? [];
  const chosen = ids.filter((id) => selection?.has(id)).length;
  const all = ids.length > 0 && chosen === ids.length;

  const startDrag = (name: string) => (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ name, startX: e.clientX, startWidth: widthOf(name), width: widthOf(name) });
  };
  const moveDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, width: clampWidth(drag.startWidth + e.clientX - drag.startX) });
  };
  const endDrag = () => {
    if (!drag) return;
    onResize?.(drag.name, drag.width);
    setDrag(null);
  };
  const keyResize = (name: string) => (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 16 : e.key === 'ArrowLeft' ? -16 : 0;
    if (!step) return;
    e.preventDefault();
    onResize?.(name, widthOf(name) + step);
  };

  const span = columns.length + (onSelect ? 1 : 0) + (actions ? 1 : 0);
  return (
    // A region the keyboard can reach: a table wider than the screen scrolls with the arrow keys even when
    // no row holds a link or a button (an empty result), which WCAG asks of scrollable regions.
    <div
      ref={scroller}
      role="region"
      aria-label={props.label}
      tabIndex={0}
      onScroll={(e) => (scrolled.current = { top: e.currentTarget.scrollTop, left: e.currentTarget.scrollLeft })}
      className="max-h-[70vh] overflow-auto rounded border border-line bg-surface focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table aria-label={props.label} aria-busy={loading || undefined} className="w-max min-w-full table-fixed border-collapse text-sm">
        <colgroup>
          {onSelect ? <col style={{ width: 44 }} /> : null}
          {columns.map((c) => (
            <col key={c.name} style={{ width: widthOf(c.name) }} />
          ))}
          {actions ? <col style={{ width: actionsWidth }} /> : null}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-canvas text-left text-ink">
          <tr className="h-10 border-b border-line">
            {onSelect ? (
              <th scope="col" className="px-3">
                <input
                  type="checkbox"
                  className={CHECK}
                  aria-label={t('crud.selectPage')}
                  checked={all}
                  ref={(el) => {
                    if (el) el.indeterminate = chosen > 0 && !all;
                  }}
                  disabled={ids.length === 0}
                  onChange={(e) => onSelect(ids, e.target.checked)}
                />
              </th>
            ) : null}
            {columns.map((c) => (
              <th key={c.name} scope="col" aria-sort={c.sortable ? ariaSort(sort, c.name) : undefined} className="relative truncate px-3 font-medium">
                {c.sortable && onSort ? (
                  <button type="button" onClick={() => onSort(c.name)} className="inline-flex items-center gap-1 hover:text-primary">
                    {c.label}
                    <span aria-hidden className="text-xs text-muted">
                      {ariaSort(sort, c.name) === 'ascending' ? '▲' : ariaSort(sort, c.name) === 'descending' ? '▼' : '⇅'}
                    </span>
                  </button>
                ) : (
                  c.label
                )}
                {onResize ? (
                  <div
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={t('crud.resizeColumn', { label: c.label })}
                    aria-valuenow={widthOf(c.name)}
                    aria-valuemin={MIN_WIDTH}
                    aria-valuemax={MAX_WIDTH}
                    tabIndex={0}
                    onPointerDown={startDrag(c.name)}
                    onPointerMove={moveDrag}
                    onPointerUp={endDrag}
                    onPointerCancel={endDrag}
                    onKeyDown={keyResize(c.name)}
                    className="absolute top-0 right-0 h-full w-1.5 cursor-col-resize touch-none hover:bg-primary/40 focus-visible:bg-primary focus-visible:outline-none"
                  />
                ) : null}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-2 font-medium">
                {t('crud.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={cn(loading && records && 'opacity-60')}>
          {records === null && props.placeholder === undefined
            ? Array.from({ length: props.skeletonRows }, (_, i) => (
                <tr key={i} aria-hidden className="h-10 border-b border-line">
                  <td colSpan={span} className="px-3">
                    <div className="h-3 w-full animate-pulse rounded bg-line" />
                  </td>
                </tr>
              ))
            : null}
          {props.placeholder !== undefined ? (
            <tr>
              <td colSpan={span} className="px-3 py-12 text-center">
                {props.placeholder}
              </td>
            </tr>
          ) : (
            records?.map((r) => (
              <Row key={r.id} record={r} columns={columns} selected={selection?.has(r.id)} onSelect={onSelect} label={props.rowLabel(r)} actions={actions} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
