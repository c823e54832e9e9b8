/**
 * The backup file: gzipped JSON lines, the same for both engines.
 *
 *   {"format":"lgb-portal-backup","version":1,...header}     what follows and at which schema version
 *   {"table":"sys_org","rows":131}                            a section per table, parents first,
 *   {"id":"330000","parent_id":null,...}                      then exactly `rows` rows from row_to_json
 *   ...
 *   {"end":true,"tables":9,"rows":1234}                       absent when the file was cut short
 *
 * See docs/platform.md for the reasoning.
 */

export const BACKUP_FORMAT = 'lgb-portal-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Migration versions applied to the source: restore migrates the target to exactly these. */
  migrations: number[];
  /** Tables in file order (parents first) with their row counts in the snapshot. */
  tables: { name: string; rows: number }[];
  /** Last values of the used sequences (identity columns), so new rows continue after the restored ones. */
  sequences: Record<string, number>;
}

export interface SectionLine {
  table: string;
  rows: number;
}

export interface EndLine {
  end: true;
  tables: number;
  rows: number;
}

/** Thrown for a file that is not a backup, or one this version cannot read or restore. */
export class BackupError extends Error {}
