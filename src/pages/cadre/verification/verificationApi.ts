/**
 * 智能核验's own calls (docs/api.md "Cadre archive"): run checks over the archive in the user's scope, and
 * read the run records. The worklist is the engine's resource intelligentVerificationRecord.
 */
import type { Page } from '../../../../model/wire.ts';
import { http } from '../../../http/client.ts';
import type { Params } from '../../../http/query.ts';

const BASE = '/lgbsmp/api/v1/cadreVerification';
/** A run scans the whole archive in scope, one statement per rule: longer than an ordinary call at a million people. */
const RUN_TIMEOUT_MS = 300_000;

export type RunSummary = { id: string; checkItem: string; checked: number; found: number; closed: number };

export type VerificationRun = {
  id: string;
  checkItem: string;
  orgId: string;
  orgName: string | null;
  checked: number;
  found: number;
  createByName: string | null;
  createTime: string;
  finishedAt: string | null;
};

/** POST cadreVerification/run: every check when none are named. */
export function runVerification(checks: readonly string[]): Promise<{ runs: RunSummary[] }> {
  return http.post<{ runs: RunSummary[] }>(`${BASE}/run`, { json: { checks }, timeout: RUN_TIMEOUT_MS });
}

/** GET cadreVerification/runs: the run records in scope, newest first. */
export function verificationRuns(query: Params, signal?: AbortSignal): Promise<Page<VerificationRun>> {
  return http.get<Page<VerificationRun>>(`${BASE}/runs`, { params: query, signal });
}
