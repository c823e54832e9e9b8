/**
 * `POST /admin/log/logs`: the browser's local error log (spec section 2: url, time, type, message,
 * stack, info), uploaded after the user confirms. Secrets are redacted before anything is stored.
 */
import { zh } from '../../../model/i18n/index.ts';
import { validationError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import type { AuthDeps } from './authDeps.ts';
import { redactSecrets } from './redactSecrets.ts';

/** The dialog's badge stops at 99: more than that in one upload is not the dialog. */
export const MAX_ENTRIES = 100;
const LIMITS = { url: 2000, time: 64, type: 64, message: 4000, stack: 16000, info: 8000 } as const;

function text(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return null;
  const s = typeof value === 'string' ? value : JSON.stringify(value);
  return redactSecrets(s).slice(0, max);
}

export function clientErrorLogRoutes(router: Router, deps: AuthDeps): void {
  router.post('/admin/log/logs', async (ctx) => {
    const body = await ctx.body();
    const entries = Array.isArray(body) ? body : null;
    if (!entries || entries.some((e) => !e || typeof e !== 'object' || Array.isArray(e))) {
      throw validationError([{ field: 'logs', message: zh('errorLog.badBody') }]);
    }
    if (entries.length > MAX_ENTRIES) throw validationError([{ field: 'logs', message: zh('errorLog.tooMany', { max: MAX_ENTRIES }) }]);
    const uploadedAt = new Date(deps.clock.now()).toISOString();
    const rows = (entries as Record<string, unknown>[]).map((e) => ({
      user_id: ctx.principal!.userId,
      url: text(e.url, LIMITS.url),
      time: text(e.time, LIMITS.time),
      type: text(e.type, LIMITS.type),
      message: text(e.message, LIMITS.message),
      stack: text(e.stack, LIMITS.stack),
      info: text(e.info, LIMITS.info),
      uploaded_at: uploadedAt,
    }));
    await deps.db.query(
      `INSERT INTO sys_client_error_log (user_id, url, time, type, message, stack, info, uploaded_at)
       SELECT user_id, url, time, type, message, stack, info, uploaded_at FROM json_to_recordset($1::text::json)
         AS r(user_id text, url text, time text, type text, message text, stack text, info text, uploaded_at timestamptz)`,
      [JSON.stringify(rows)],
    );
    return { stored: rows.length };
  });
}
