/**
 * Control characters in a request (issue 17.2): refused where input is parsed, before any handler or
 * query sees them, so that no value reaches PostgreSQL (which cannot store NUL: `invalid byte sequence
 * for encoding "UTF8": 0x00`) or a log line. Identifiers (the path, query keys and values, headers used
 * as values, body keys and id-like body fields) may hold no control character at all; free text in a body
 * (a multi-line remark) keeps tab, line feed and carriage return, and loses the rest of C0 (NUL included).
 * docs/security.md, "Control characters".
 */
import { zh } from '../../model/i18n/index.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import { AppError } from './errors.ts';

/** C0 controls and DEL. */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** C0 controls but tab, line feed and carriage return. */
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Body fields that name records or accounts rather than hold text: `id`, `userId`, `deptIds`, `username`, `code`. */
const IDENTIFIER_FIELD = /^(id|ids|code|username|userName|.+Id|.+Ids)$/;

/** Headers whose values the server uses (the acting department, the tenant). */
const VALUE_HEADERS = ['deptid', 'tenantid'];

function refused(): AppError {
  return new AppError(400, zh('error.controlChars'), CODE_BUSINESS);
}

/** Whether a text holds a control character (all of them, or those a free text may not hold). */
export function hasControlChars(text: string, kind: 'identifier' | 'text'): boolean {
  return (kind === 'identifier' ? ANY_CONTROL : TEXT_CONTROL).test(text);
}

/**
 * Refuses control characters in the decoded path, its parameters (decoded once more by the router, so
 * `%2500` counts too), the query string and the headers used as values.
 */
export function refuseControlsInRequest(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
): void {
  if (hasControlChars(path, 'identifier')) throw refused();
  for (const value of Object.values(params)) {
    if (value !== undefined && hasControlChars(value, 'identifier')) throw refused();
  }
  for (const [key, value] of query) {
    if (hasControlChars(key, 'identifier') || hasControlChars(value, 'identifier')) throw refused();
  }
  for (const name of VALUE_HEADERS) {
    const value = headers[name];
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (hasControlChars(one, 'identifier')) throw refused();
    }
  }
}

/** Refuses control characters anywhere in a parsed JSON or form body (keys are identifiers too). */
export function refuseControlsInBody(value: unknown, kind: 'identifier' | 'text' = 'text'): void {
  if (typeof value === 'string') {
    if (hasControlChars(value, kind)) throw refused();
  } else if (Array.isArray(value)) {
    for (const item of value) refuseControlsInBody(item, kind);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlChars(key, 'identifier')) throw refused();
      refuseControlsInBody(item, IDENTIFIER_FIELD.test(key) ? 'identifier' : kind);
    }
  }
}
