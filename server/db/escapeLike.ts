/** Text matched literally inside a LIKE/ILIKE pattern: its `%`, `_` and `\` stand for themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
