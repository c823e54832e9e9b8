/**
 * The people on file a self-entry may describe already. The ID number cannot match (it is unique across the
 * archive and self-entry), so the match is the verification's duplicate rule: the same name and the same
 * date of birth, in the reviewer's scope, through the archive's own list.
 */
import { cadre } from '../../../../model/resources/cadre.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';

const archive = resourceApi<WireRecord>(cadre.name);

export async function archiveMatches(entry: Readonly<Record<string, unknown>>, signal?: AbortSignal): Promise<WireRecord[]> {
  const name = typeof entry.realName === 'string' ? entry.realName : '';
  const born = typeof entry.dateOfBirth === 'string' ? entry.dateOfBirth : '';
  if (!name || !born) return [];
  const page = await archive.list({ realName: name, dateOfBirth_from: born, dateOfBirth_to: born, size: 20 }, { signal });
  // The name filter is a prefix search: keep the same name only.
  return page.records.filter((r) => r.realName === name);
}
