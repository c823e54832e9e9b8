/** Prints rows as an aligned plain-text table: figures right-aligned, everything else left-aligned. */
export function formatTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => /^[\d.,]+( \w+)?$|^—$/.test(r[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (numeric[i] ? pad(c, widths[i]!, 'start') : pad(c, widths[i]!, 'end'))).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Display width: CJK characters take two columns. */
function width(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1;
  return w;
}

function pad(text: string, to: number, side: 'start' | 'end'): string {
  const fill = ' '.repeat(Math.max(0, to - width(text)));
  return side === 'start' ? fill + text : text + fill;
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`;
}
