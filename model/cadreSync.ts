/**
 * A row of a sync batch (同步比对结果): a line of the personnel system's feed compared with the archive, as
 * the server stores it between the comparison and its application and the browser shows it.
 */
export type SyncKind = 'new' | 'changed' | 'unchanged' | 'conflict' | 'error';
export const SYNC_KINDS: readonly SyncKind[] = ['new', 'changed', 'unchanged', 'conflict', 'error'];

// A type, not an interface: a table's row is a record of its fields (src/crud/list/DataTable.tsx TableRow).
export type SyncRow = {
  rowNo: number;
  kind: SyncKind;
  idCard: string | null;
  realName: string | null;
  unitCode: string | null;
  orgId: string | null;
  cadreId: string | null;
  cadreVersion: number | null;
  /** The row's form values (validated when kind is new or changed). */
  input: Record<string, unknown>;
  /** { field: [before, after] } for a changed row. */
  changes: Record<string, [unknown, unknown]> | null;
  errorCode: string | null;
  errorMessage: string | null;
};
