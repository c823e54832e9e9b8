/** Errors as values: an HTTP status, a body code and the user's message (zh-CN), rendered in one place. */
import { zh, type MessageKey } from '../../model/i18n/index.ts';
import { CODE_BUSINESS, CODE_FAIL, type FieldError } from '../../model/wire.ts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    /** The user-facing message sent as `msg`. */
    readonly userMessage: string,
    readonly code: number = CODE_FAIL,
    readonly data?: unknown,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }
}

/** A failure from the spec's status table or a platform message, by catalogue key (`data` for the browser to act on). */
export function httpError(status: number, key: MessageKey, vars?: Record<string, string | number>, data?: unknown): AppError {
  return new AppError(status, zh(key, vars), CODE_FAIL, data);
}

/** A business failure the user must see: HTTP 200 by default, body code 4 (spec section 8). */
export function businessError(message: string, status = 200, data?: unknown): AppError {
  return new AppError(status, message, CODE_BUSINESS, data);
}

/** Validation failure: HTTP 400, code 4, msg = the first problem, data.errors = all of them. */
export function validationError(errors: FieldError[]): AppError {
  return new AppError(400, errors[0]?.message ?? '参数错误', CODE_BUSINESS, { errors });
}
