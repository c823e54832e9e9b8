/** The committees of 关心下一代 as the tree reads them: the engine's list of careOrganization (docs/careChild.md). */
import type { Page } from '../../../model/wire.ts';
import { http } from '../../http/client.ts';

export interface Committee {
  id: string;
  mechanismName: string;
  level: string;
  levelLabel: string;
  parentId: string | null;
}

/** As many as a branch shows; past it the branch says how many more there are, to be found in the list. */
export const BRANCH_SIZE = 100;
/** 村: the lowest level, with no committee below it. */
export const LOWEST_LEVEL = '5';

const list = (params: Record<string, string | number>, signal: AbortSignal) =>
  http.get<Page<Committee>>('/lgbsmp/api/v1/careOrganization', { params: { sort: 'level,asc', ...params }, signal });

/**
 * The tree's first branch: the committees of the highest level the user sees (the province's for the
 * province, a city's for a city), found by the list's default order, highest level first.
 */
export async function topCommittees(signal: AbortSignal): Promise<Page<Committee>> {
  const first = await list({ size: 1 }, signal);
  const top = first.records[0];
  return top ? list({ level: top.level, size: BRANCH_SIZE }, signal) : first;
}

/** The committees one level below a committee. */
export function committeesBelow(parentId: string, signal: AbortSignal): Promise<Page<Committee>> {
  return list({ parentId, size: BRANCH_SIZE }, signal);
}
