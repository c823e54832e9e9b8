/**
 * The three read-only logs (docs/api.md, "Logs and online sessions"): sign-ins, the error logs users
 * uploaded from their browsers, and the operation log with each entry's before and after values.
 */
import { resourceApi } from '../../../http/api/resource.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';

export interface OperationEntry extends Record<string, unknown> {
  id: number;
  time: string;
  username: string | null;
  userIdName: string | null;
  orgIdName: string | null;
  resource: string;
  recordId: string | null;
  action: string;
  title: string | null;
  ip: string | null;
  requestId: string | null;
  /** Each changed value: before and after, as stored (codes and ids). */
  fields: { field: string; before: unknown; after: unknown }[];
}

export const loginLogApi = resourceApi<WireRecord>('loginLog');
export const clientErrorLogApi = resourceApi<WireRecord>('clientErrorLog');
export const operationLogApi = resourceApi<WireRecord>('operationLog');
export const operationEntryApi = resourceApi<OperationEntry>('operationLog');
