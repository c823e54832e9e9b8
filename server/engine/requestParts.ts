/** What a route handler reads from a request for a write: who acts (for the operation log) and its object body. */
import type { Ctx } from '../http/router.ts';
import type { Actor } from './oplog.ts';

export function actorOf(ctx: Ctx): Actor {
  return { principal: ctx.principal!, ip: ctx.req.socket.remoteAddress ?? '', requestId: ctx.requestId };
}

/** A JSON or form object body; anything else reads as empty (the token copy of spec section 7 is ignored). */
export async function objectBody(ctx: Ctx): Promise<Record<string, unknown>> {
  const body = await ctx.body();
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
}
