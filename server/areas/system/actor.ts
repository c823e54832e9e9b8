/** Who acts, for the operation log (server/engine/oplog.ts): the same record every engine write leaves. */
import type { Actor } from '../../engine/oplog.ts';
import type { Ctx } from '../../http/router.ts';

export function actorOf(ctx: Ctx): Actor {
  return { principal: ctx.principal!, ip: ctx.req.socket.remoteAddress ?? '', requestId: ctx.requestId };
}

/** A JSON or form object body; anything else reads as empty (the token copy of spec section 7 is ignored). */
export async function objectBody(ctx: Ctx): Promise<Record<string, unknown>> {
  const body = await ctx.body();
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
}

/** A list of ids from a JSON array or a comma-separated text (the original's form posts). */
export function idList(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!items) return undefined;
  return [...new Set(items.filter((i): i is string => typeof i === 'string').map((i) => i.trim()).filter(Boolean))].slice(0, 5000);
}
