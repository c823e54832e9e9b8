/** The personal page's calls (server/areas/personal/routes.ts): each acts on the signed-in user themself. */
import type { OwnLogin, OwnSession } from '../../../model/personal.ts';
import type { Page } from '../../../model/wire.ts';
import { http } from '../client.ts';
import type { Client } from '../request.ts';

const BASE = '/lgbsmp/api/v1/personal';

/** POST personal/avatar (multipart `file`): the image becomes the avatar; answers its address. */
export function uploadAvatar(file: File, client: Client = http): Promise<{ avatar: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return client.post<{ avatar: string }>(`${BASE}/avatar`, { multipart: form });
}

export function ownLoginLog(query: { currentPage: number; pageSize: number }, signal?: AbortSignal, client: Client = http): Promise<Page<OwnLogin>> {
  return client.get<Page<OwnLogin>>(`${BASE}/loginLog`, { params: query, signal });
}

export function ownSessions(signal?: AbortSignal, client: Client = http): Promise<OwnSession[]> {
  return client.get<OwnSession[]>(`${BASE}/sessions`, { signal });
}

/** DELETE personal/sessions/{id}: signs another of the user's own sessions out. */
export function endOwnSession(id: string, client: Client = http): Promise<{ ended: true }> {
  return client.delete<{ ended: true }>(`${BASE}/sessions/${encodeURIComponent(id)}`);
}
