/** Request parameters as the PigX-style client sends them: in the query string or in a form/JSON body. */
import type { Ctx } from '../../http/router.ts';

/** The body as an object of fields ({} for an empty body; arrays are not a parameter body). */
export async function bodyFields(ctx: Ctx): Promise<Record<string, unknown>> {
  const body = await ctx.body();
  return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
}

/** A string parameter: the query string wins, then the body; numbers are taken as their text. */
export async function param(ctx: Ctx, name: string): Promise<string | undefined> {
  const fromQuery = ctx.query.get(name);
  if (fromQuery !== null) return fromQuery;
  const value = (await bodyFields(ctx))[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
