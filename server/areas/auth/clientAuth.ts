/** The token endpoints' client authentication: `Authorization: Basic base64(clientId:clientSecret)`. */
import type { AuthConfig } from '../../config.ts';
import { httpError } from '../../http/errors.ts';
import type { Ctx } from '../../http/router.ts';
import { basicCredentials, sameSecret } from './basicAuth.ts';

/** The client id, or a 401 when the header is missing or wrong. */
export function requireClient(ctx: Ctx, auth: AuthConfig): string {
  const credentials = basicCredentials(ctx);
  if (!credentials || credentials.id !== auth.clientId || !sameSecret(credentials.secret, auth.clientSecret)) {
    throw httpError(401, 'auth.badClient');
  }
  return credentials.id;
}
