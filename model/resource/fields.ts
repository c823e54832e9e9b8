/** Small helpers over declarations, shared by the server engine and the browser's crud views. */
import type { FieldDef, ResourceDef } from './types.ts';

const columns = new WeakMap<FieldDef, string>();

/** snake_case column of a field: `orgId` → `org_id`. Remembered per field: the server asks for every field of
 *  every row it reads. */
export function columnOf(field: FieldDef): string {
  let column = columns.get(field);
  if (column === undefined) {
    column = field.column ?? field.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase());
    columns.set(field, column);
  }
  return column;
}

export function fieldOf(def: ResourceDef, name: string): FieldDef | undefined {
  return def.fields.find((f) => f.name === name);
}

/** Fields a client may write in this operation: in the form, not the status field, not create-only on update. */
export function writableFields(def: ResourceDef, mode: 'create' | 'update'): FieldDef[] {
  return def.fields.filter(
    (f) => f.form !== false && f.name !== def.lifecycle?.field && !(mode === 'update' && f.createOnly),
  );
}

export const listFields = (def: ResourceDef) => def.fields.filter((f) => f.list);
export const searchFields = (def: ResourceDef) => def.fields.filter((f) => f.search);
export const sortableFields = (def: ResourceDef) => def.fields.filter((f) => f.sortable);

/** Types whose value is a list on the wire. */
export const LIST_TYPES = new Set(['dicts', 'files', 'orgs', 'users']);
