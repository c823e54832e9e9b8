/**
 * 生日提醒 and 政治生日 (docs/api.md "Cadre archive"): a window of 7, 15 or 30 days with the cadre list's
 * filters, page by page, and the whole window as an .xlsx that the server streams (not an export job).
 */
import type { Page } from '../../../../model/wire.ts';
import { http } from '../../../http/client.ts';
import type { Params } from '../../../http/query.ts';

export type ReminderKind = 'birthday' | 'politics';

export const REMINDER_WINDOWS = [7, 15, 30] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];

export type { BirthdayRow, PoliticsRow } from '../../../../model/cadreReminder.ts';
import type { BirthdayRow, PoliticsRow } from '../../../../model/cadreReminder.ts';

export type ReminderRow = BirthdayRow | PoliticsRow;

const BASE = '/lgbsmp/api/v1/cadreReminder';
/** A month's window over a province's million people is a large file. */
const FILE_TIMEOUT_MS = 300_000;

/** GET cadreReminder/{kind}?days=…&<cadre list filters>&current&size. */
export function reminderPage<R extends ReminderRow>(kind: ReminderKind, query: Params, signal?: AbortSignal): Promise<Page<R>> {
  return http.get<Page<R>>(`${BASE}/${kind}`, { params: query, signal });
}

/** GET cadreReminder/{kind}/export: the whole window as an .xlsx Blob. */
export function reminderFile(kind: ReminderKind, query: Params): Promise<Blob> {
  return http.get<Blob>(`${BASE}/${kind}/export`, { params: query, responseType: 'blob', timeout: FILE_TIMEOUT_MS });
}
