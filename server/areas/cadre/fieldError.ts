/** A refusal that names the field, as the engine's validation does (HTTP 400, code 4, data.errors). */
import { CODE_BUSINESS } from '../../../model/wire.ts';
import { AppError } from '../../http/errors.ts';

export function fieldError(field: string, message: string): AppError {
  return new AppError(400, message, CODE_BUSINESS, { errors: [{ field, message }] });
}
