/**
 * Which page of a list a request asks for, the same for every list the server answers (declared resources,
 * system lists, hand-made lists): `current` and `size`, or the spec's `currentPage` and `pageSize`. Absent, the
 * first page of the list's usual size; anything but a whole number in range is refused with the reason, never
 * quietly changed, so that a caller never gets another page than the one it asked for.
 */
import { zh } from '../../model/i18n/index.ts';
import { businessError } from './errors.ts';

export const MAX_PAGE_SIZE = 500;

export interface PageParams {
  current: number;
  size: number;
}

function whole(raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
}

export function pageParams(query: URLSearchParams, defaultSize = 10): PageParams {
  const current = whole(query.get('current') ?? query.get('currentPage'), 1);
  if (!(current >= 1)) throw businessError(zh('engine.badPage'), 400);
  const size = whole(query.get('size') ?? query.get('pageSize'), defaultSize);
  if (!(size >= 1 && size <= MAX_PAGE_SIZE)) throw businessError(zh('engine.badSize', { max: MAX_PAGE_SIZE }), 400);
  return { current, size };
}
