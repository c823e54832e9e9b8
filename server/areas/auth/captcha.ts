/**
 * The image captcha of the password sign-in (docs/security.md, "Failed sign-ins"). `GET /auth/captcha`
 * answers an id and a picture; the answer is stored only as a hash, with the client address it was shown
 * to, as a single-use code of two minutes. Any check uses it up, right or wrong, so a picture answers one
 * guess; a wrong, missing, used or expired one is 428 验证码错误,请重新输入 (spec section 8).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { CAPTCHA_ALPHABET, captchaSvg } from './captchaImage.ts';
import { consumeOneTimeCode, issueOneTimeCode } from './oneTimeCodes.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;
const LENGTH = 4;

export interface Captcha {
  captchaId: string;
  /** The picture as a data: address (the page's CSP allows data: images). */
  image: string;
  expiresIn: number;
}

/** What people type: case and spaces do not matter. */
const normalise = (answer: string) => answer.replace(/\s+/g, '').toUpperCase();
const answerHash = (salt: string, answer: string) => createHash('sha256').update(`${salt}:${normalise(answer)}`).digest('hex');

export function randomAnswer(): string {
  return Array.from({ length: LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** A new captcha for the client at `ip`; `answer` is for tests that must read the picture. */
export async function issueCaptcha(q: Queryable, ip: string, now: number, answer = randomAnswer()): Promise<Captcha> {
  // Salted: the answers are few enough that an unsalted hash in a database copy would read as plain text.
  const salt = randomBytes(16).toString('base64url');
  const captchaId = await issueOneTimeCode(q, 'captcha', { payload: { ip, salt, answer: answerHash(salt, answer) }, ttlMs: CAPTCHA_TTL_MS, now });
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  return { captchaId, image, expiresIn: CAPTCHA_TTL_MS / 1000 };
}

/** Uses the captcha up and answers whether `answer` was its answer, shown to this address. */
export async function solvesCaptcha(q: Queryable, id: string, answer: string, ip: string, now: number): Promise<boolean> {
  if (!id || !answer) return false;
  const found = await consumeOneTimeCode(q, id, 'captcha', now);
  return !!found && found.payload.ip === ip && found.payload.answer === answerHash(String(found.payload.salt), answer);
}
