/** Whether a record may be edited in its lifecycle state (the declaration's editableIn; any state without it). */
import type { ResourceDef } from '../../../model/resource/types.ts';

export function isEditable(def: ResourceDef, record: Readonly<Record<string, unknown>>): boolean {
  const lifecycle = def.lifecycle;
  if (!lifecycle?.editableIn) return true;
  return lifecycle.editableIn.includes(String(record[lifecycle.field] ?? lifecycle.initial));
}
