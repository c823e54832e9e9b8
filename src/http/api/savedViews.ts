/**
 * Saved views (resource `savedView`, docs/api.md "Saved views"): a list's filters, columns, sort and page
 * size under a name, per user or shared with the user's organisation. Every signed-in user may use them;
 * only the owner changes or deletes one. The state travels as JSON text; these calls (de)serialise it.
 */
import { http } from '../client.ts';
import type { Client } from '../request.ts';
import { resourceApi } from './resource.ts';

export type ViewScope = 'user' | 'org';

/** What a list page remembers; any JSON object is accepted by the server. */
export interface ViewState {
  filters?: Record<string, unknown>;
  columns?: string[];
  widths?: Record<string, number>;
  sort?: string;
  size?: number;
  [key: string]: unknown;
}

export interface SavedView<S extends ViewState = ViewState> {
  id: string;
  version: number;
  name: string;
  /** The declared resource whose list the view belongs to. */
  resource: string;
  scope: ViewScope;
  state: S;
  owner: string;
  ownerName: string | null;
  orgId: string;
  orgIdName: string | null;
  createTime: string;
  updateTime: string;
}

type Wire = Omit<SavedView, 'state'> & { state: string };

function fromWire<S extends ViewState>(view: Wire): SavedView<S> {
  return { ...view, state: JSON.parse(view.state) as S };
}

/** The views of one list that the user sees (own and shared), by name. */
export async function savedViews<S extends ViewState>(resource: string, client: Client = http): Promise<SavedView<S>[]> {
  const page = await resourceApi<Wire>('savedView', client).list({ resource, size: 500, sort: 'name,asc' });
  return page.records.map((v) => fromWire<S>(v));
}

export async function saveView<S extends ViewState>(view: { name: string; resource: string; scope: ViewScope; state: S }, client: Client = http): Promise<SavedView<S>> {
  return fromWire<S>(await resourceApi<Wire>('savedView', client).create({ ...view, state: JSON.stringify(view.state) }));
}

/** Changes the owner's own view; `version` is the one read (a stale one is refused). */
export async function updateView<S extends ViewState>(
  id: string,
  changes: { version: number; name?: string; scope?: ViewScope; state?: S },
  client: Client = http,
): Promise<SavedView<S>> {
  const { state, ...rest } = changes;
  return fromWire<S>(await resourceApi<Wire>('savedView', client).update(id, { ...rest, ...(state ? { state: JSON.stringify(state) } : {}) }));
}

export function deleteView(id: string, client: Client = http): Promise<void> {
  return resourceApi('savedView', client).remove(id);
}
