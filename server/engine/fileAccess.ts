/**
 * Who may read an attachment, as one SQL condition: its uploader, and whoever may see a live record that
 * refers to it (the record's view permission and the engine's scope function, scopeSql). A thumbnail is
 * read with its image's permission. The same condition answers one file's metadata and download, and the
 * fileinformation list, so the three can never disagree.
 */
import { SIGNED_IN } from '../../model/resource/permissions.ts';
import { RESOURCES } from '../../model/resources/index.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import type { Principal } from '../areas/auth/principal.ts';
import { ident } from '../db/db.ts';
import { scopeSql } from './scope.ts';
import type { SqlParams } from './sqlParams.ts';

/** Field types whose values are attachment ids. */
export const FILE_FIELD_TYPES: ReadonlySet<string> = new Set(['image', 'files']);

export const hasFileFields = (def: ResourceDef) => def.fields.some((f) => FILE_FIELD_TYPES.has(f.type));

function mayView(def: ResourceDef, principal: Principal): boolean {
  return def.permissions.view === SIGNED_IN || principal.permissions.has(def.permissions.view);
}

/** The condition under which the sys_file row aliased `alias` is readable by the principal. */
export function readableFileSql(principal: Principal, p: SqlParams, alias = 'f'): string {
  const original = `COALESCE(${alias}.thumbnail_of, ${alias}.id)`;
  const viaRecords = RESOURCES.filter((def) => hasFileFields(def) && mayView(def, principal)).map((def, i) => {
    const r = `fr${i}`;
    return `(l.resource = ${p.add(def.name)} AND l.record_id IN (SELECT ${r}.id FROM ${ident(def.table)} ${r} WHERE ${r}.del_flag = 0 AND ${scopeSql(def, principal, p, r)}))`;
  });
  const owner = `${alias}.create_by = ${p.add(principal.userId)}`;
  if (!viaRecords.length) return `(${owner})`;
  return `(${owner} OR EXISTS (SELECT 1 FROM sys_file_link l WHERE l.file_id = ${original} AND (${viaRecords.join(' OR ')})))`;
}
