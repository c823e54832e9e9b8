/**
 * Verification codes: six digits, five minutes, five tries, one send per number per minute, and a cap
 * per client address per hour. Only a hash of the live code is stored (one per number and purpose).
 */
import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../../../db/db.ts';
import { httpError } from '../../../http/errors.ts';
import { zh } from '../../../../model/i18n/index.ts';
import type { AuthDeps } from '../authDeps.ts';
import { addHit } from '../rateLimit.ts';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_TRIES = 5;

export type CodePurpose = 'login' | 'verify' | 'second-factor';
export type CodeCheck = 'ok' | 'wrong' | 'expired';

function codeHash(mobile: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${mobile}:${code}`).digest('hex');
}

/** Whether a code was sent to this number for this purpose less than a minute ago. */
export async function sentRecently(q: Queryable, mobile: string, purpose: CodePurpose, now: number): Promise<boolean> {
  const [row] = await q.query('SELECT 1 FROM sms_code WHERE mobile = $1 AND purpose = $2 AND created_at > $3', [mobile, purpose, new Date(now - SMS_RESEND_MS)]);
  return !!row;
}

/**
 * Sends a new code (replacing the number's previous one for the purpose). 429 when the number had one
 * within the minute or the address used up its hourly allowance; 503 when the provider refuses.
 * `deliver: false` does everything but the text itself, for a number without an account, which must
 * look exactly like one with an account (the same waits, the same dead code on a login try).
 */
export async function sendSmsCode(
  deps: AuthDeps,
  mobile: string,
  purpose: CodePurpose,
  ip: string,
  now: number,
  options: { deliver?: boolean } = {},
): Promise<void> {
  if (await sentRecently(deps.db, mobile, purpose, now)) throw httpError(429, 'status.429');
  const limit = deps.config.auth.smsIpLimit;
  if (limit > 0 && (await addHit(deps.db, `sms-ip:${ip}`, 3600, now)) > limit) throw httpError(429, 'status.429');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.query(
    `INSERT INTO sms_code (mobile, purpose, code_hash, created_at, expires_at, attempts, used_at)
     VALUES ($1, $2, $3, $4, $5, 0, NULL)
     ON CONFLICT (mobile, purpose) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
       expires_at = excluded.expires_at, attempts = 0, used_at = NULL`,
    [mobile, purpose, codeHash(mobile, purpose, code), new Date(now), new Date(now + SMS_CODE_TTL_MS)],
  );
  if (options.deliver === false) return;
  const content = zh('sms.code', { product: zh('product.title'), code, minutes: SMS_CODE_TTL_MS / 60_000 });
  try {
    await deps.sms.send({ mobile, purpose, content });
  } catch (err) {
    // The user never got this code: let them ask again at once.
    await deps.db.query('DELETE FROM sms_code WHERE mobile = $1 AND purpose = $2', [mobile, purpose]);
    deps.log.error('sms send failed', { err, provider: deps.sms.name, purpose });
    throw httpError(503, 'sms.sendFailed');
  }
}

/**
 * Checks a code in one statement (safe across instances): each check uses a try; the right code is
 * used up; after five tries or five minutes the code is dead ('expired').
 */
export async function checkSmsCode(q: Queryable, mobile: string, purpose: CodePurpose, code: string, now: number): Promise<CodeCheck> {
  const [row] = await q.query<{ ok: boolean }>(
    `UPDATE sms_code SET attempts = attempts + 1, used_at = CASE WHEN code_hash = $3 THEN $4::timestamptz ELSE NULL END
     WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $4 AND attempts < $5
     RETURNING code_hash = $3 AS ok`,
    [mobile, purpose, codeHash(mobile, purpose, code), new Date(now), SMS_MAX_TRIES],
  );
  if (!row) return 'expired';
  return row.ok ? 'ok' : 'wrong';
}

/** The answer to a failed check: 428 with the spec's text, or with "expired" when a new code is needed. */
export function codeError(check: Exclude<CodeCheck, 'ok'>) {
  return httpError(428, check === 'wrong' ? 'status.428' : 'sms.codeExpired');
}
