/**
 * Path patterns with `{name}` segments, shared by the server's route table and the browser router.
 * `{name?}` is an optional last segment (spec: `Add` with optional `{id}`).
 */

export type Params = Record<string, string>;

export interface Pattern {
  readonly source: string;
  readonly regex: RegExp;
  readonly keys: readonly string[];
  /** A pattern without parameters as the path it matches (no trailing slash): compared, not run as a regex. */
  readonly literal?: string;
}

const cache = new Map<string, Pattern>();

function escape(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

/** Compiles a pattern once; patterns are case-sensitive and ignore one trailing slash. */
export function compile(source: string): Pattern {
  let p = cache.get(source);
  if (p) return p;
  const keys: string[] = [];
  const parts = source.split('/').filter(Boolean);
  let re = '';
  for (const part of parts) {
    const m = /^\{(\w+)(\?)?\}$/.exec(part);
    if (!m) re += '/' + escape(part);
    else {
      keys.push(m[1]!);
      re += m[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    }
  }
  p = { source, regex: new RegExp(`^${re || ''}/?$`), keys, literal: keys.length ? undefined : `/${parts.join('/')}` };
  cache.set(source, p);
  return p;
}

/** Matches a path (no query) against a pattern: the decoded params, or null when it does not match. */
export function match(pattern: string, path: string): Params | null {
  const { regex, keys, literal } = compile(pattern);
  // A menu has hundreds of patterns without parameters, tried in turn for every address: a comparison each.
  const at = path === '' ? '/' : path;
  if (literal !== undefined) return at === literal || (literal !== '/' && at === `${literal}/`) ? {} : null;
  const m = regex.exec(at);
  if (!m) return null;
  const params: Params = {};
  keys.forEach((key, i) => {
    const value = m[i + 1];
    if (value === undefined) return;
    try {
      params[key] = decodeURIComponent(value);
    } catch {
      params[key] = value;
    }
  });
  return params;
}

/** Fills a pattern's `{params}`; the inverse of match. */
export function fill(pattern: string, params: Params): string {
  return pattern.replace(/\/\{(\w+)(\?)?\}/g, (_, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`missing path parameter ${key} for ${pattern}`);
    }
    return '/' + encodeURIComponent(value);
  });
}
