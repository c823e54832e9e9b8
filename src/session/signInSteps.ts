/**
 * What the public pages send to sign in (password, second factor, SMS code, the single sign-on exchange, the
 * bind after a password sign-in), through the request layer's form client, whose failures the forms show
 * themselves, and the session that keeps the sign-in. The public pages load it, with the session machinery,
 * through loadSession.ts, so that neither is in what the sign-in page downloads first.
 */
import { loginByPassword, loginBySms, type LoginToken } from '../http/api/auth.ts';
import { sendSmsCode as sendCode } from '../http/api/sms.ts';
import { bindSso, ssoScanning, ssoSubstrate } from '../http/api/sso.ts';
import { RequestError } from '../http/errors.ts';
import { texts } from '../i18n/locale.ts';
import { storage } from '../store/storage.ts';
import { showToast } from '../ui/toastStore.ts';
import { confirmSecondFactor, getPasswordKey, isSecondFactor, type SecondFactorChallenge } from './authCalls.ts';
import { formClient } from './formClient.ts';
import { loadPasswordSeal } from './loadPasswordSeal.ts';
import { session } from './sessionMachinery.ts';
import type { SsoAnswer } from './ssoLanding.ts';
import { clearBindOffer, type BindOffer } from './bindOffer.ts';
import { session as sessionTexts } from '../../model/i18n/session.ts';

const t = texts(sessionTexts);

/**
 * The password grant with the password sealed to the server's key (spec section 5, docs/security.md), never
 * as typed: signed in (null), or the ticket of a role that needs a second factor.
 */
export async function signInWithPassword(
  username: string,
  password: string,
  captcha?: { captchaId: string; answer: string },
): Promise<SecondFactorChallenge | null> {
  const client = formClient();
  const [key, { sealPassword }] = await Promise.all([getPasswordKey(client), loadPasswordSeal()]);
  const answer: LoginToken | SecondFactorChallenge = await loginByPassword({ username, password: sealPassword(key, password), captcha }, client);
  if (isSecondFactor(answer)) return answer;
  session.completeSignIn(answer);
  return null;
}

/** GET /auth/captcha: a picture to read after failed sign-ins (docs/security.md, "Failed sign-ins"). */
export interface Captcha {
  captchaId: string;
  /** A data: address of the SVG picture. */
  image: string;
  expiresIn: number;
}

export function newCaptcha(): Promise<Captcha> {
  return formClient().get<Captcha>('/auth/captcha', { auth: false });
}

/** The second step of a password sign-in: the ticket and the code texted to the account's number. */
export async function signInWithSecondFactor(ticket: string, code: string): Promise<void> {
  session.completeSignIn(await confirmSecondFactor(ticket, code, formClient()));
}

export function sendSmsCode(mobile: string): Promise<void> {
  return sendCode(mobile, formClient());
}

export async function signInWithSms(mobile: string, code: string): Promise<void> {
  session.completeSignIn(await loginBySms({ mobile, code }, formClient()));
}

/** Exchanges an identity-service code: `scanning` after the login page's QR entry, `substrate` otherwise. */
export function exchangeSsoCode(code: string, flow: 'substrate' | 'scanning'): Promise<SsoAnswer> {
  const client = formClient();
  return (flow === 'scanning' ? ssoScanning(code, client) : ssoSubstrate(code, client)) as Promise<SsoAnswer>;
}

/**
 * After a password sign-in: binds the 浙政钉 account a 417 at /token left waiting, so that its next sign-in
 * needs no password. A failed bind is shown (the request layer's message) and does not stop the sign-in.
 */
export async function bindWaitingAccount(offer: BindOffer): Promise<void> {
  try {
    await bindSso({ ticket: offer.bindTicket });
    showToast(t('session.login.bound'), 'success');
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
  }
  clearBindOffer(storage);
}
