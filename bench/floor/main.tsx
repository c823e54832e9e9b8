/**
 * The bare React floor of `npm run bench` (bench/reactFloor.ts): React 19 and nothing else, fetching a page
 * of twenty rows and rendering them as a table, the least any list screen in React can do.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Row = Record<string, string>;

function Table() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    void fetch('/rows.json').then((r) => r.json() as Promise<Row[]>).then(setRows);
  }, []);
  if (!rows) return <p>…</p>;
  const columns = Object.keys(rows[0] ?? {});
  return (
    <table>
      <thead>
        <tr>{columns.map((c) => <th key={c}>{c}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>{columns.map((c) => <td key={c}>{row[c]}</td>)}</tr>
        ))}
      </tbody>
    </table>
  );
}

createRoot(document.getElementById('root')!).render(<Table />);
