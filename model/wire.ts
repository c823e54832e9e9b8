/** The wire format shared by server and browser (architecture.md "Wire format"; docs/api.md). */

/** Body codes: 0 success; 4 a business or validation failure the user must see; 1 any other failure. */
export const CODE_OK = 0;
export const CODE_FAIL = 1;
export const CODE_BUSINESS = 4;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  /** Set when `total` is an estimate: the list is longer than the server counts exactly (docs/performance.md). */
  totalEstimated?: true;
  /** Set with `totalEstimated`: how many of the first rows the pages reach; a page past them is refused. */
  reachable?: number;
  size: number;
  current: number;
}

/** Path prefixes that belong to the API: an unknown path under them is a JSON 404, never the app shell. */
export const API_PREFIXES = ['/lgbsmp/', '/admin/', '/auth/', '/asset/'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((p) => path.startsWith(p) || path === p.slice(0, -1));
}

/** Header names of spec section 7. */
export const HEADER_TENANT = 'TenantId';
export const HEADER_DEPT = 'deptId';
export const HEADER_SIGN = 'sign';
export const HEADER_REQUEST_ID = 'X-Request-Id';
