/** The operation log: every write of the engine with who, when, which record and what changed. */
import type { Queryable } from '../db/db.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { ResourceDef } from '../../model/resource/types.ts';
import { maskValue } from './records.ts';

export type Action = 'create' | 'update' | 'delete' | 'restore' | 'purge' | 'transition' | 'reveal' | 'export' | 'import';

/** Changed fields as { field: [before, after] }; unchanged fields are left out. */
export type Changes = Record<string, [unknown, unknown]>;

export interface Actor {
  principal: Principal;
  ip: string;
  requestId: string;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return new Date(a as string).getTime() === new Date(b as string).getTime();
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The fields of `after` whose values differ from `before`. */
export function diff(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (!same(before[key], value)) changes[key] = [before[key] ?? null, value ?? null];
  }
  return changes;
}

/**
 * Changes as the log keeps them: sensitive fields masked, so that a record's history (readable by anyone
 * who may read the record) never reveals what only the reveal permission may see.
 */
export function loggedChanges(def: ResourceDef, changes: Changes): Changes {
  const out: Changes = {};
  for (const [key, [before, after]] of Object.entries(changes)) {
    const field = def.fields.find((f) => f.name === key);
    out[key] = field?.sensitive ? [maskValue(field, before), maskValue(field, after)] : [before, after];
  }
  return out;
}

export async function logOperation(
  q: Queryable,
  actor: Actor,
  entry: { resource: string; recordId: string | null; action: Action; title?: string | null; changes?: unknown },
): Promise<void> {
  await q.query(
    `INSERT INTO sys_operation_log (user_id, username, org_id, resource, record_id, action, title, changes, ip, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10)`,
    [
      actor.principal.userId,
      actor.principal.username,
      actor.principal.orgId,
      entry.resource,
      entry.recordId,
      entry.action,
      entry.title ?? null,
      entry.changes === undefined ? null : JSON.stringify(entry.changes),
      actor.ip,
      actor.requestId,
    ],
  );
}
