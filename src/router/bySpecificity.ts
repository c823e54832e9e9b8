const paramCount = (pattern: string) => pattern.split('{').length - 1;

/** Path patterns ordered most specific first: fewer parameters, then longer, so `/x/Add` is matched before `/x/{id}`. */
export function bySpecificity(patterns: Iterable<string>): string[] {
  const counted = [...new Set(patterns)].map((pattern) => ({ pattern, params: paramCount(pattern) }));
  return counted.sort((a, b) => a.params - b.params || b.pattern.length - a.pattern.length).map(({ pattern }) => pattern);
}
