/**
 * Form values: what the inputs hold for each field (strings for text, numbers and dates, local time for
 * datetimes, lists for multi-valued fields), made from a declaration's defaults or a stored record, and
 * what is sent: every writable field on create, only the changed ones on update (a masked sensitive
 * value the user did not touch is never sent back).
 */
import { LIST_TYPES, writableFields } from '../../../model/resource/fields.ts';
import type { FieldDef, ResourceDef } from '../../../model/resource/types.ts';
import { toLocalInput } from '../format/dateTime.ts';

export type FormValues = Readonly<Record<string, unknown>>;

/** The empty value of a field's input. */
function emptyValue(field: FieldDef): unknown {
  if (LIST_TYPES.has(field.type)) return [];
  if (field.type === 'boolean') return false;
  if (field.type === 'dict' || field.type === 'org' || field.type === 'image') return null;
  return '';
}

function inputValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return emptyValue(field);
  if (LIST_TYPES.has(field.type)) return Array.isArray(value) ? value.map(String) : [];
  switch (field.type) {
    case 'boolean':
      return value === true;
    case 'datetime':
      return toLocalInput(value);
    default:
      return String(value);
  }
}

/** The form fields of a mode: create shows every writable field, update also shows create-only ones (read-only). */
export function formFields(def: ResourceDef): FieldDef[] {
  return writableFields(def, 'create');
}

export function initialValues(def: ResourceDef, record?: Readonly<Record<string, unknown>>): FormValues {
  return Object.fromEntries(formFields(def).map((f) => [f.name, inputValue(f, record ? record[f.name] : f.default)]));
}

/**
 * What an address's query presets on Add (`Add?cadreId=…` from a cadre's archive): single-value form fields
 * only; anything else in the query is not the form's business.
 */
export function presetValues(def: ResourceDef, query: Readonly<Record<string, string>> = {}): FormValues {
  const preset = formFields(def).filter((f) => query[f.name] && !LIST_TYPES.has(f.type) && f.type !== 'boolean');
  return Object.fromEntries(preset.map((f) => [f.name, query[f.name]]));
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The input to validate and send: all writable fields on create; the changed writable fields on update. */
export function pendingInput(def: ResourceDef, mode: 'create' | 'update', values: FormValues, baseline: FormValues): Record<string, unknown> {
  const fields = writableFields(def, mode);
  const chosen = mode === 'create' ? fields : fields.filter((f) => !sameValue(values[f.name], baseline[f.name]));
  return Object.fromEntries(chosen.map((f) => [f.name, values[f.name]]));
}
