/** Whether a record may be edited in its lifecycle state (the declaration's editableIn; any state without it), and by whom. */
import type { ResourceDef } from '../../../model/resource/types.ts';
import type { Me } from '../usePermissions.ts';
import { reviewAllowsEdit } from './reviewAllows.ts';

/** `me`: who asks, for a reviewed lifecycle (only its author edits an item). */
export function isEditable(def: ResourceDef, record: Readonly<Record<string, unknown>>, me?: Me): boolean {
  const lifecycle = def.lifecycle;
  if (lifecycle?.review && !reviewAllowsEdit(def, record, me)) return false;
  if (!lifecycle?.editableIn) return true;
  return lifecycle.editableIn.includes(String(record[lifecycle.field] ?? lifecycle.initial));
}
