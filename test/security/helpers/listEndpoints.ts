/**
 * The list endpoints of the route table: GET routes under the API without path parameters that answer the
 * super administrator (who holds every permission) a page of `records`, or an array of rows (trees too: the
 * organisation picker's, whose rows hold their `children`). Exports and import templates answer files and are
 * left out.
 */
import { API } from '../../../server/engine/api.ts';
import type { TestServer } from '../../helpers/server.ts';
import type { SignedClient } from '../../helpers/session.ts';
import type { RouteInfo } from './fuzzInputs.ts';

export interface ListEndpoint {
  /** The path below the API, e.g. `cadre/recycle`. */
  list: string;
  route: RouteInfo;
}

export async function listEndpoints(server: TestServer, superAdmin: SignedClient): Promise<ListEndpoint[]> {
  const out: ListEndpoint[] = [];
  for (const route of server.app.router.list() as RouteInfo[]) {
    if (route.method !== 'GET' || route.pattern.includes('{') || !route.pattern.startsWith(`${API}/`) || /\/(export|template)$/.test(route.pattern)) continue;
    const { body } = await superAdmin.json(`${route.pattern}?size=1`);
    if (rowsOf(body?.data)) out.push({ list: route.pattern.slice(API.length + 1), route });
  }
  return out;
}

/** The rows of a list's answer, a tree's flattened, with its total; undefined when it is no list. */
export function rowsOf(data: any): { rows: Record<string, unknown>[]; total: number } | undefined {
  // A list without a total is all there is: its rows (the matrix would otherwise ask for its next page forever).
  if (Array.isArray(data?.records)) return { rows: data.records, total: typeof data.total === 'number' ? data.total : data.records.length };
  if (!Array.isArray(data) || data.some((row) => typeof row !== 'object' || row === null)) return undefined;
  const rows: Record<string, unknown>[] = [];
  const walk = (nodes: Record<string, unknown>[]) => nodes.forEach((node) => (rows.push(node), Array.isArray(node.children) && walk(node.children)));
  walk(data);
  return { rows, total: rows.length };
}
