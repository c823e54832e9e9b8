/** SMS calls of spec section 7, form-serialised as the spec says. */
import { http } from '../client.ts';
import type { Client } from '../request.ts';

/** POST /lgbsmp/sms/sendCode: sends a sign-in code to the mobile number. */
export function sendSmsCode(mobile: string, client: Client = http): Promise<void> {
  return client.post<void>('/lgbsmp/sms/sendCode', { form: { mobile }, auth: false });
}

/** POST /lgbsmp/sms/jdSendCode: sends the code of the verification flow (login reminder, password reset). */
export function sendVerificationCode(mobile: string, client: Client = http): Promise<void> {
  return client.post<void>('/lgbsmp/sms/jdSendCode', { form: { mobile } });
}

/** POST /lgbsmp/sms/login: signs in with the code (a 428 answer is the form's to show). */
export function smsLogin(login: { mobile: string; code: string }, client: Client = http): Promise<unknown> {
  return client.post('/lgbsmp/sms/login', { form: login, auth: false });
}
