/**
 * The list endpoints of the route table: GET routes under the API without path parameters that answer a
 * page of `records` to the super administrator (who holds every permission). Exports and import templates
 * answer files and are left out.
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
    if (Array.isArray(body?.data?.records)) out.push({ list: route.pattern.slice(API.length + 1), route });
  }
  return out;
}
