/**
 * The sign-in captcha in tests. The picture is for people: `captchaAnswer` recovers an answer from the salted
 * hash the server stored (four characters of a small alphabet: a few hundred thousand hashes, about a
 * second), which shows what is stored; `solvedCaptcha`, for tests that only need to get past one, sets the
 * stored hash to that of an answer it chose, so the server's check runs unchanged at no cost.
 */
import { createHash } from 'node:crypto';
import { authDepsOf } from '../../server/areas/auth/authDeps.ts';
import { CAPTCHA_ALPHABET } from '../../server/areas/auth/captchaImage.ts';
import { hashToken } from '../../server/areas/auth/tokens.ts';
import type { Queryable } from '../../server/db/db.ts';
import type { TestServer } from './server.ts';
import { passwordLogin, testClock, type TestClock } from './session.ts';

/** The answer of the captcha `captchaId`, read back from the database. */
export async function captchaAnswer(db: Queryable, captchaId: string): Promise<string> {
  const [row] = await db.query<{ payload: { salt: string; answer: string } }>(
    `SELECT payload FROM auth_one_time_code WHERE code_hash = $1 AND audience = 'captcha'`,
    [hashToken(captchaId)],
  );
  if (!row) throw new Error('no such captcha');
  const { salt, answer } = row.payload;
  const chars = [...CAPTCHA_ALPHABET];
  const salted = createHash('sha256').update(`${salt}:`);
  for (const a of chars) for (const b of chars) for (const c of chars) for (const d of chars) {
    if (salted.copy().update(`${a}${b}${c}${d}`).digest('hex') === answer) return `${a}${b}${c}${d}`;
  }
  throw new Error('captcha answer not found');
}

/** Makes `answer` the answer of the captcha `captchaId` (its picture then shows another). */
export async function setCaptchaAnswer(db: Queryable, captchaId: string, answer: string): Promise<void> {
  await db.query(
    `UPDATE auth_one_time_code SET payload = jsonb_set(payload, '{answer}', to_jsonb(encode(sha256(convert_to((payload->>'salt') || ':' || $2, 'UTF8')), 'hex')))
     WHERE code_hash = $1 AND audience = 'captcha'`,
    [hashToken(captchaId), answer],
  );
}

/** A fresh captcha for the caller's address (`headers`: X-Forwarded-For under TRUST_PROXY), with its answer. */
export async function solvedCaptcha(server: TestServer, headers: Record<string, string> = {}): Promise<{ captchaId: string; captcha: string }> {
  const { body } = await server.json('/auth/captcha', { headers });
  await setCaptchaAnswer(server.db, body.data.captchaId, 'K7PX');
  return { captchaId: body.data.captchaId, captcha: 'K7PX' };
}

/**
 * Fails `username`'s password until the account locks, as an attacker would: waiting out each delay, solving
 * each captcha. Without the test's `clock` the server's is moved for the while and then given back, so that
 * a browser session signing with the real time keeps working.
 */
export async function failUntilLocked(server: TestServer, username: string, options: { clock?: TestClock; headers?: Record<string, string> } = {}): Promise<void> {
  const { loginMaxFailures, loginDelayMaxSeconds } = server.config.auth;
  const deps = authDepsOf(server.app);
  const serverClock = deps.clock;
  const clock = options.clock ?? testClock(server);
  const headers = options.headers ?? {};
  try {
    for (let i = 0; i < loginMaxFailures; i++) {
      clock.advance(loginDelayMaxSeconds * 1000);
      const { status } = await passwordLogin(server, username, 'Wrong#123456', headers, await solvedCaptcha(server, headers));
      if (status !== 426) throw new Error(`failure ${i + 1} of ${username} answered ${status}`);
    }
  } finally {
    if (!options.clock) deps.clock = serverClock;
  }
}
