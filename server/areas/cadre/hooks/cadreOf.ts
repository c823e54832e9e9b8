/** The few facts about a sub-record's cadre that its rules need, read inside the write's transaction. */
import { resourceByName } from '../../../../model/resources/index.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Queryable } from '../../../db/db.ts';
import { findRow } from '../../../engine/read.ts';

export interface CadreFacts {
  id: string;
  realName: string;
  status: string;
  dateOfBirth: string | null;
  manageOrgId: string;
}

/** A live cadre the principal may see, or undefined: a cadre out of scope is as absent as a missing one. */
export async function cadreOf(q: Queryable, principal: Principal, id: unknown): Promise<CadreFacts | undefined> {
  if (typeof id !== 'string') return undefined;
  const row = await findRow(q, resourceByName('cadre')!, principal, id);
  if (!row) return undefined;
  return {
    id: String(row.id),
    realName: String(row.real_name),
    status: String(row.status),
    dateOfBirth: (row.date_of_birth as string | null) ?? null,
    manageOrgId: String(row.manage_org_id),
  };
}
