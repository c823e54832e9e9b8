/**
 * Every failure of a request is a RequestError: a code to switch on, the HTTP status (0 when there was no
 * answer), the message the user sees, and an internal message that names the operation
 * (`Request timed out: GET /admin/user`). Query strings are left out of internal messages: they carry tokens.
 */
import type { Envelope } from '../../model/wire.ts';

export type FailureCode =
  /** An identical write is still in flight: not sent (status-000 text). */
  | 'duplicate'
  /** The caller aborted (a page left): nothing to show. */
  | 'aborted'
  | 'timeout'
  /** No answer at all: connection refused or dropped, DNS, offline. */
  | 'network'
  /** A status outside 200–500: rejected without the response rules. */
  | 'rejected'
  /** An answer (200–500) that is not a success: wrong status or body code 1. */
  | 'http'
  /** Body code 4: a business failure with a message meant for the user. */
  | 'business'
  /** A 2xx answer that is not the envelope. */
  | 'malformed';

const LEADS: Record<FailureCode, string> = {
  duplicate: 'Duplicate request not sent',
  aborted: 'Request aborted',
  timeout: 'Request timed out',
  network: 'Request failed',
  rejected: 'Request rejected',
  http: 'Request failed',
  business: 'Request refused',
  malformed: 'Malformed response',
};

export interface RequestErrorInit {
  code: FailureCode;
  method: string;
  /** The path only, never the query. */
  path: string;
  userMessage: string;
  status?: number;
  body?: Envelope;
  /** The server's X-Request-Id, to find its log line. */
  requestId?: string;
  /** True when no global message is shown: the caller shows it where it belongs. */
  silent?: boolean;
  cause?: unknown;
}

export class RequestError extends Error {
  readonly code: FailureCode;
  readonly status: number;
  readonly method: string;
  readonly path: string;
  readonly userMessage: string;
  readonly body: Envelope | undefined;
  readonly requestId: string | undefined;
  readonly silent: boolean;

  constructor(init: RequestErrorInit) {
    const status = init.status ? ` → ${init.status}` : '';
    const shown = init.userMessage ? ` ${init.userMessage}` : '';
    super(`${LEADS[init.code]}: ${init.method} ${init.path}${status}${shown}`, { cause: init.cause });
    this.name = 'RequestError';
    this.code = init.code;
    this.status = init.status ?? 0;
    this.method = init.method;
    this.path = init.path;
    this.userMessage = init.userMessage;
    this.body = init.body;
    this.requestId = init.requestId;
    this.silent = init.silent ?? false;
  }
}

/** The request ran out of time (30 s unless the call says otherwise). */
export class TimeoutError extends RequestError {
  constructor(init: Omit<RequestErrorInit, 'code'>) {
    super({ ...init, code: 'timeout' });
    this.name = 'TimeoutError';
  }
}
