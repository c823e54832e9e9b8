/**
 * An ID number gives the birth date and sex (GB 11643). The fields they fill are the declaration's date
 * field named `dateOfBirth` or `birthDate` and its `sex` dictionary field named `sex` or `gender`; a form
 * field is filled in, a server-derived one (form: false) is shown under the ID number as a preview.
 */
import { parseIdCard } from '../../../model/idCard.ts';
import type { FieldDef, ResourceDef } from '../../../model/resource/types.ts';

export interface IdCardTargets {
  birth: FieldDef | undefined;
  sex: FieldDef | undefined;
}

export function idCardTargets(def: ResourceDef): IdCardTargets {
  return {
    birth: def.fields.find((f) => f.type === 'date' && (f.name === 'dateOfBirth' || f.name === 'birthDate')),
    sex: def.fields.find((f) => f.type === 'dict' && f.dict === 'sex' && (f.name === 'sex' || f.name === 'gender')),
  };
}

/** The birth date and sex code of a valid ID number, or null. */
export function idCardFacts(value: unknown): { birthDate: string; sex: '1' | '2' } | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = parseIdCard(value);
  return 'problem' in parsed ? null : { birthDate: parsed.birthDate, sex: parsed.sex };
}
