/**
 * Removes credentials from text the browser uploads (error logs carry URLs with the token copies of
 * spec section 7, request bodies, headers): `key=value` pairs, JSON `"key": "value"` and Bearer tokens.
 */
import { SECRET_KEYS } from '../../log.ts';

const KEYS = [...SECRET_KEYS, 'newPassword', 'oldPassword', 'authorization'].join('|');
const PAIR = new RegExp(`\\b(${KEYS})=([^&\\s"'#]*)`, 'gi');
const JSON_PAIR = new RegExp(`("(?:${KEYS})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;

export function redactSecrets(text: string): string {
  return text.replace(PAIR, '$1=***').replace(JSON_PAIR, '$1"***"').replace(BEARER, '$1 ***');
}
