/**
 * Removes secrets from text before it is stored or uploaded: the values of `token`, `password` and `code`
 * wherever they appear as URL or form parameters (`token=…`) or as JSON members (`"password":"…"`).
 * Codes are single-use sign-on tickets and SMS codes: harmless once used, but never worth keeping.
 */

const SECRETS = 'token|password|code';
const PARAMETER = new RegExp(`([?&;#\\s]|^)(${SECRETS})=[^&#\\s"']*`, 'gi');
const JSON_MEMBER = new RegExp(`("(?:${SECRETS})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s]+)`, 'gi');

export const REDACTED = '***';

export function redact(text: string): string {
  return text.replace(PARAMETER, `$1$2=${REDACTED}`).replace(JSON_MEMBER, `$1"${REDACTED}"`);
}
