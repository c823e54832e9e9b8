/** A password sealed for the server with a fresh key (docs/security.md), as every password field is sent. */
import type { Client } from '../../../http/request.ts';
import { getPasswordKey } from '../../../session/authCalls.ts';
import { loadPasswordSeal } from '../../../session/loadPasswordSeal.ts';

export async function sealedPassword(password: string, client: Client): Promise<string> {
  const [key, { sealPassword }] = await Promise.all([getPasswordKey(client), loadPasswordSeal()]);
  return sealPassword(key, password);
}
