/** A live record of a resource that the principal may see, read inside a write's transaction (undefined: absent or out of scope). */
import { resourceByName } from '../../../model/resources/index.ts';
import type { Queryable, Row } from '../../db/db.ts';
import { findRow } from '../../engine/read.ts';
import type { Principal } from '../auth/principal.ts';

export async function recordOf(q: Queryable, principal: Principal, resource: string, id: unknown): Promise<Row | undefined> {
  if (typeof id !== 'string' || id === '') return undefined;
  return (await findRow(q, resourceByName(resource)!, principal, id)) ?? undefined;
}

/** A value of a record's row or of its wire form (afterWrite sees either: rows on delete and restore). */
export function valueOf(record: Readonly<Record<string, unknown>>, name: string, column: string): unknown {
  return name in record ? record[name] : record[column];
}
