const paramCount = (pattern: string) => pattern.split('{').length - 1;

/** Path patterns ordered most specific first: fewer parameters, then longer, so `/x/Add` is matched before `/x/{id}`. */
export function bySpecificity(patterns: Iterable<string>): string[] {
  return [...new Set(patterns)].sort((a, b) => paramCount(a) - paramCount(b) || b.length - a.length);
}
