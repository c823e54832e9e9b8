/** HTTP Basic credentials (the OAuth client of the token endpoints; sibling systems redeeming codes). */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../../http/router.ts';

export function basicCredentials(ctx: Ctx): { id: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/]+=*)$/i.exec(ctx.req.headers.authorization ?? '');
  if (!m) return null;
  const text = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon > 0 ? { id: text.slice(0, colon), secret: text.slice(colon + 1) } : null;
}

/** Compares secrets in constant time (hashing first evens out their lengths). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
