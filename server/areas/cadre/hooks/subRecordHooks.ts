/**
 * What every sub-record of the archive does on write: copy its cadre's name (lists show and search it)
 * and, for records that keep it (work records), its managing organisation; and, for the one-per-cadre records (family, death, will: cadreId unique), refuse a second live record
 * with a message that says so.
 */
import { pick, zh } from '../../../../model/i18n/index.ts';
import { fieldOf } from '../../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../../model/resource/types.ts';
import { resourceByName } from '../../../../model/resources/index.ts';
import { ident } from '../../../db/db.ts';
import type { HookContext } from '../../../engine/hooks.ts';
import { findRow } from '../../../engine/read.ts';
import { fieldError } from '../fieldError.ts';
import { cadreOf } from './cadreOf.ts';

/** The cadre and its name of a new sub-record (its cadre never changes: cadreId is create-only). */
export async function deriveSubRecord(def: ResourceDef, ctx: HookContext, op: 'create' | 'update', values: Readonly<Record<string, unknown>>): Promise<Record<string, unknown>> {
  if (op !== 'create') return {};
  let cadreId = values.cadreId;
  if (def.name === 'cadreHealthFollowup') {
    // A follow-up belongs to the cadre of its health record, as far as the user may see that record.
    const record = typeof values.healthRecordId === 'string' ? await findRow(ctx.tx, resourceByName('cadreHealthRecord')!, ctx.principal, values.healthRecordId) : undefined;
    if (!record) return {};
    cadreId = record.cadre_id;
  }
  const cadre = await cadreOf(ctx.tx, ctx.principal, cadreId);
  if (!cadre) return {};
  // Before the engine's own unique check, whose message would name the cadre by its id.
  if (fieldOf(def, 'cadreId')?.unique) {
    const [taken] = await ctx.tx.query(`SELECT 1 FROM ${ident(def.table)} WHERE cadre_id = $1 AND del_flag = 0`, [cadre.id]);
    if (taken) throw fieldError('cadreId', zh('cadre.alreadyHas', { what: pick('zh-CN', def.label) }));
  }
  return { cadreId: cadre.id, cadreName: cadre.realName, ...(fieldOf(def, 'manageOrgId') ? { manageOrgId: cadre.manageOrgId } : {}) };
}
