/** Reading a failed call for a form: the message to show, and the server's per-field messages of a 400. */
import type { FieldError } from '../../model/wire.ts';
import { RequestError } from './errors.ts';

/** The message for the user; nothing for a call the page itself cancelled. Other errors are bugs: rethrown. */
export function failureMessage(error: unknown): string {
  if (!(error instanceof RequestError)) throw error;
  return error.code === 'aborted' ? '' : error.userMessage;
}

/** `data.errors` of a validation answer, by field: the first message of each. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = error instanceof RequestError ? (error.body?.data as { errors?: unknown } | undefined)?.errors : undefined;
  const byField: Record<string, string> = {};
  if (!Array.isArray(errors)) return byField;
  for (const item of errors as Partial<FieldError>[]) {
    if (typeof item?.field === 'string' && typeof item.message === 'string') byField[item.field] ??= item.message;
  }
  return byField;
}
