/** The demo's phone: the newest code the server's outbox provider texted to a number (sms_outbox). */
import type { TestServer } from '../../helpers/server.ts';

export async function smsCodeSentTo(server: TestServer, mobile: string): Promise<string> {
  const [row] = await server.db.query<{ content: string }>('SELECT content FROM sms_outbox WHERE mobile = $1 ORDER BY created_at DESC, id DESC LIMIT 1', [mobile]);
  const code = /\d{6}/.exec(row?.content ?? '')?.[0];
  if (!code) throw new Error(`no SMS code was sent to ${mobile}`);
  return code;
}
