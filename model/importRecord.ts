/**
 * The import pipeline's records as the server keeps and sends them (docs/api.md, "Import pipeline"): one
 * definition for server/engine/importRecords.ts and the browser's src/http/api/imports.ts. Times are Dates
 * on the server and ISO strings on the wire (`Time`).
 */
import type { FieldError } from './wire.ts';

export type ImportStatus = 'uploaded' | 'validated' | 'importing' | 'imported' | 'failed';
/** `unchanged`: the row matches a record and changes nothing (committing it is a no-op). */
export type ImportRowStatus = 'new' | 'changed' | 'unchanged' | 'invalid';

export interface ImportRow {
  /** The row number Excel shows. */
  row: number;
  status: ImportRowStatus;
  errors: FieldError[];
}

export interface ImportPreview {
  batchId: string;
  total: number;
  valid: number;
  invalid: number;
  new: number;
  changed: number;
  unchanged: number;
  /** Every invalid row first (up to 200), then the first others, in row order. */
  rows: ImportRow[];
}

export interface ImportRecord<Time = string> {
  id: string;
  batchId: string;
  resource: string;
  resourceLabel: string;
  fileName: string;
  size: number;
  status: ImportStatus;
  /** 0–1 while importing. */
  progress: number;
  total: number;
  valid: number;
  invalid: number;
  new: number;
  changed: number;
  unchanged: number;
  imported: number;
  /** Rows not imported: the invalid ones, or every row when the commit failed. */
  failed: number;
  error: string | null;
  /** False once IMPORT_KEEP_HOURS have passed: the rows and the file are gone, the record stays. */
  rowsKept: boolean;
  userId: string;
  username: string;
  userName: string | null;
  orgName: string | null;
  createTime: Time;
  finishedAt: Time | null;
}
