/**
 * How many of the top menu's entries the bar shows (issue 16.3): every one when all fit, else as many, in
 * order, as fit beside the 更多 button, which lists the rest. Widths are whole pixels rounded up, so that a
 * sub-pixel rounding never lets an entry overlap the tools on its right.
 */
export function entriesThatFit(available: number, fixed: number, widths: readonly number[], more: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (fixed + total <= available) return widths.length;
  let used = fixed + more;
  let shown = 0;
  while (shown < widths.length && used + widths[shown]! <= available) used += widths[shown++]!;
  return shown;
}
