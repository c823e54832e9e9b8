/**
 * A chart's numbers as a table (the chart is an image to assistive technology; this is what it reads):
 * a caption, a heading row, a heading cell per row, numbers right-aligned.
 */
export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly [heading: string, ...values: (number | string)[]])[];
}

export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="overflow-auto rounded border border-line">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas">
          <tr className="h-9 border-b border-line">
            {columns.map((c, i) => (
              <th key={c} scope="col" className={i ? 'px-3 text-right font-medium' : 'px-3 text-left font-medium'}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([heading, ...values]) => (
            <tr key={heading} className="h-9 border-b border-line last:border-b-0">
              <th scope="row" className="px-3 text-left font-normal">{heading}</th>
              {values.map((v, i) => <td key={columns[i + 1] ?? i} className="px-3 text-right tabular-nums">{v}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
