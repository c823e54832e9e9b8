/**
 * Requests for the fuzz test (issue 17.6), generated from the server's route table with a seeded random
 * source: the same requests every run. Each route gets malformed path parameters, query strings, bodies
 * and headers: wrong types, huge and negative numbers, SQL and path fragments, unicode (CJK, emoji,
 * bidirectional and byte-order marks), control characters, broken percent-encoding and broken JSON.
 */
import type { Random } from '../../../server/seed/random.ts';

export interface RouteInfo {
  method: string;
  pattern: string;
  options: { public?: boolean; permission?: string };
}

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded (some encodings deliberately broken). */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** What the variant stresses, for the failure report. */
  note: string;
}

const TEXTS = [
  '0', '-1', '1.5', '99999999999999999999999', 'abc', "1' OR '1'='1", "'; DROP TABLE sys_user; --", 'null', 'undefined', 'NaN',
  '[]', '{}', '330100', '330600', 'user-admin', ' ', '\\', '%', '_', '*', '..', '中文名称', '😀', '\u202e', '\ufeff', '\u00ff',
  'x'.repeat(300), '2025-13-45', '9999-12-31', 'true', 'name,desc', 'updateTime,sideways', '1,2,3', '<script>alert(1)</script>',
];
const CONTROL_TEXTS = ['\u0000', 'a\u0000b', '\u0007', 'a\tb', 'a\nb', '\r\n', '\u001f', '\u007f'];
/** Written into the path or query as they are: broken or double percent-encoding. */
const RAW_ESCAPES = ['%00', '%2500', '%ZZ', '%E4%B8', '%C0%AF', '%FF', '%0A'];

const QUERY_KEYS = [
  'current', 'size', 'currentPage', 'pageSize', 'sort', 'name', 'realName', 'orgId', 'status', 'id', 'ids', 'keyword', 'type',
  'code', 'deptId', 'userId', 'roleId', 'year', 'month', 'startTime', 'endTime', 'username', 'grant_type', 'password', 'scope',
  'refresh_token', 'mobile', 'redirect_uri', 'state', 'token', 'columns', 'format',
];
const BODY_KEYS = [
  'id', 'ids', 'name', 'userName', 'username', 'realName', 'userId', 'roleIds', 'deptIds', 'orgId', 'parentId', 'version',
  'password', 'oldPassword', 'newPassword', 'content', 'remark', 'dataScope', 'menuIds', 'enabled', 'mobile', 'code', 'status',
  'kind', 'sort', 'title', 'idCard', 'birthday', 'records', 'type', 'value', 'label', 'roleId', 'orgIds', 'transition', 'reason',
];
const HEADER_VALUES = ['330600', '330100', '330106', 'a\tb', '', '../../etc', "' OR 1=1", '\u00ff', '-1', 'x'.repeat(200)];

function text(random: Random, controls: boolean): string {
  return controls && random.next() < 0.5 ? random.pick(CONTROL_TEXTS) : random.pick(TEXTS);
}

function value(random: Random, controls: boolean, depth = 0): unknown {
  const kind = random.int(0, depth > 2 ? 5 : 9);
  switch (kind) {
    case 0: case 1: case 2: return text(random, controls);
    case 3: return random.pick([0, -1, 1.5, 1e308, 2 ** 53 + 1, -2147483649]);
    case 4: return random.pick([true, false, null]);
    case 5: return 'y'.repeat(random.pick([0, 1, 5000]));
    case 6: case 7: return Array.from({ length: random.int(0, 3) }, () => value(random, controls, depth + 1));
    case 8: return object(random, controls, depth + 1);
    default: {
      let nested: unknown = 'deep';
      for (let i = 0; i < 60; i++) nested = [nested];
      return nested;
    }
  }
}

function object(random: Random, controls: boolean, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = random.int(1, 5); i > 0; i--) out[random.pick(BODY_KEYS)] = value(random, controls, depth);
  if (controls && random.next() < 0.2) out['bad\u0000key'] = 1;
  return out;
}

function segment(random: Random, controls: boolean): string {
  return random.next() < 0.15 ? random.pick(RAW_ESCAPES) : encodeURIComponent(text(random, controls));
}

function query(random: Random, controls: boolean): string {
  const parts: string[] = [];
  for (let i = random.int(0, 4); i > 0; i--) {
    const key = random.next() < 0.9 ? random.pick(QUERY_KEYS) : text(random, controls);
    const raw = random.next() < 0.1 ? random.pick(RAW_ESCAPES) : encodeURIComponent(text(random, controls));
    parts.push(`${encodeURIComponent(key)}=${raw}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function body(random: Random, controls: boolean): { body: string; type: string } {
  const roll = random.next();
  if (roll < 0.7) return { body: JSON.stringify(random.next() < 0.9 ? object(random, controls) : value(random, controls)), type: 'application/json' };
  if (roll < 0.8) return { body: random.pick(['{bad json', '{"a":', '', 'null', '"text"', '[1,2', '\u0000']), type: 'application/json' };
  if (roll < 0.9) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(object(random, controls))) form.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
    return { body: form.toString(), type: 'application/x-www-form-urlencoded' };
  }
  return { body: random.pick(['<xml/>', 'plain text', '--boundary\r\n']), type: random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=boundary', '']) };
}

/** One request for a route; `controls` puts control characters into its values. */
export function fuzzRequest(route: RouteInfo, random: Random, controls: boolean): FuzzRequest {
  const path = route.pattern.replace(/\{(\w+)\??\}/g, () => segment(random, controls));
  const headers: Record<string, string> = {};
  if (random.next() < 0.3) headers.deptId = random.pick(HEADER_VALUES);
  if (random.next() < 0.3) headers.TenantId = random.pick(HEADER_VALUES);
  let payload: string | undefined;
  if (route.method === 'POST' || route.method === 'PUT' || (route.method === 'DELETE' && random.next() < 0.5)) {
    const made = body(random, controls);
    payload = made.body;
    if (made.type) headers['Content-Type'] = made.type;
  }
  return {
    method: route.method,
    target: path + query(random, controls),
    headers,
    ...(payload !== undefined ? { body: payload } : {}),
    note: controls ? 'control characters' : 'malformed values',
  };
}
