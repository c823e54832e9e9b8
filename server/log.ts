/** JSON-lines logger. Secrets that the spec puts in URLs and bodies never reach a log line. */

export type Level = 'debug' | 'info' | 'warn' | 'error';
export type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  /** A logger whose every line carries these fields too (a request id, say). */
  child(fields: Fields): Logger;
}

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Query and body keys whose values are credentials (spec section 7 places the token in both). */
export const SECRET_KEYS = ['token', 'access_token', 'refresh_token', 'password', 'code', 'ticket', 'sign'];

/** Replaces the values of secret query parameters in a URL path with `***`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_KEYS.includes(key.toLowerCase())) {
      params.set(key, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

export function createLogger(
  options: { level?: Level; write?: (line: string) => void; fields?: Fields } = {},
): Logger {
  const min = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'));
  const base = options.fields ?? {};
  const emit = (level: Level, msg: string, fields?: Fields) => {
    if (ORDER[level] < min) return;
    const entry: Fields = { time: new Date().toISOString(), level, msg, ...base, ...fields };
    if (entry.err instanceof Error) {
      const e = entry.err as Error & { code?: unknown };
      entry.err = { name: e.name, message: e.message, code: e.code, stack: e.stack };
    }
    write(JSON.stringify(entry));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger({ ...options, fields: { ...base, ...fields } }),
  };
}
