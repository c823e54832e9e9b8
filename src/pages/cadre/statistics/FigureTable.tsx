/**
 * A figure matrix as a table: row headings, column headings, and every count as a button that opens the
 * people behind it (when the user may see cadres; otherwise plain numbers). A button's name says what it
 * counts and how many ("退休 男：12人，查看人员名单"), so it is found by role and name.
 */
import { useT } from '../../../i18n/locale.ts';
import { cn } from '../../../ui/cn.ts';
import type { Cell, DrillCell, FigureMatrix } from './figureMatrix.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export interface FigureTableProps {
  matrix: FigureMatrix;
  /** Absent: numbers are not links (the user may not list cadres). */
  onDrill?: (cell: DrillCell) => void;
}

function CellContent({ cell, onDrill }: { cell: Cell; onDrill: FigureTableProps['onDrill'] }) {
  const t = useT(cadrePages);
  if (cell.kind === 'text') return <>{cell.text}</>;
  const { count } = cell.figure;
  // Nobody behind a zero: nothing to open.
  if (!onDrill || count === 0) return <>{count}</>;
  return (
    <button
      type="button"
      onClick={() => onDrill(cell)}
      aria-label={t('cadrePages.stats.drill', { label: cell.label, count })}
      className="-mr-2 min-h-8 min-w-12 rounded px-2 text-right text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
    >
      {count}
    </button>
  );
}

export function FigureTable({ matrix, onDrill }: FigureTableProps) {
  return (
    <div className="overflow-auto rounded border border-line">
      <table aria-label={matrix.title} className="w-full border-collapse text-sm">
        <thead className="bg-canvas text-ink">
          <tr className="h-10 border-b border-line">
            <th scope="col" className="px-3 text-left font-medium">{matrix.corner}</th>
            {matrix.columns.map((c) => (
              <th key={c.key} scope="col" className="px-3 text-right font-medium">{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.key} className={cn('h-10 border-b border-line last:border-b-0', row.total && 'bg-canvas/60 font-semibold')}>
              <th scope="row" className={cn('px-3 text-left', row.total ? 'font-semibold' : 'font-normal')}>{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={matrix.columns[i]?.key ?? i} className="px-3 text-right tabular-nums">
                  <CellContent cell={cell} onDrill={onDrill} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
