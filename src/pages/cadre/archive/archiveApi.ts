/**
 * A cadre's whole archive in one call (docs/api.md, "Cadre archive"): the cadre, the summary a dossier
 * prints (age, years in the party, years of work) and every kind of sub-record the user may see, by
 * resource name. The recycle bin reads a deleted cadre's archive through its own endpoint.
 */
import { http } from '../../../http/client.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';

export interface ArchiveData {
  cadre: WireRecord;
  summary: { age: number | null; partyYears: number | null; workYears: number | null };
  /** Sub-records by resource name (cadreFamily, cadreResume, ...), each in its list's order. */
  records: Readonly<Record<string, readonly WireRecord[]>>;
}

const API = '/lgbsmp/api/v1';

/** GET cadre/{id}/archive; 该Id查询结果为空 (silent) for a cadre that does not exist or lies outside the user's scope. */
export function cadreArchive(id: string, signal?: AbortSignal): Promise<ArchiveData> {
  return http.get<ArchiveData>(`${API}/cadre/${encodeURIComponent(id)}/archive`, { signal });
}

/** GET cadreAppman/{id}/archive: the archive of a cadre in the recycle bin. */
export function deletedCadreArchive(id: string, signal?: AbortSignal): Promise<ArchiveData> {
  return http.get<ArchiveData>(`${API}/cadreAppman/${encodeURIComponent(id)}/archive`, { signal });
}
