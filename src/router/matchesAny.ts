/** Whether a path matches any of a list of patterns. */
import { match } from '../../model/path.ts';

export function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => match(pattern, path) !== null);
}
