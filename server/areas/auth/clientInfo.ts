/** Who is calling, as far as the network tells: the client address and the user agent, for logs and limits. */
import type { Ctx } from '../../http/router.ts';

/** The client address; behind one trusted reverse proxy (TRUST_PROXY=1), the last X-Forwarded-For entry. */
export function clientIp(ctx: Ctx, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = ctx.req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').pop()?.trim();
    if (last) return last;
  }
  const address = ctx.req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export function userAgent(ctx: Ctx): string | null {
  const ua = ctx.req.headers['user-agent'];
  return ua ? ua.slice(0, 512) : null;
}
