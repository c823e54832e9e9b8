/**
 * The form's state: values, the baseline they started from (dirty = they differ), and the messages under
 * the fields. A field is checked when the user leaves it, and again as they type once it shows a message,
 * with the same validation the server runs (model/resource/validate.ts, with the dictionaries and the
 * resource's record checks).
 */
import { useRef, useState } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { validateRecord } from '../../../model/resource/validate.ts';
import type { FieldError } from '../../../model/wire.ts';
import { useT } from '../../i18n/locale.ts';
import { dictChecker, useDictionaries } from '../dictionaries/dictionaryStore.ts';
import { initialValues, pendingInput, sameValue, type FormValues } from './formValues.ts';
import { useRecordChecks } from './useRecordChecks.ts';

export type FieldErrors = Readonly<Record<string, string>>;

/** `preset`: values a new record starts from instead of the defaults (presetValues), kept for 保存并继续新增. */
export function useRecordForm(def: ResourceDef, mode: 'create' | 'update', preset: FormValues = {}) {
  const t = useT();
  const dicts = useDictionaries();
  const checks = useRecordChecks(def.name);
  const start = useRef(preset).current;
  const [values, setValues] = useState<FormValues>(() => ({ ...initialValues(def), ...start }));
  // The values as of the last change, before React re-renders: a picker that changes its value and is
  // left in one event (a choice closes it) is checked with the value chosen, not the one before.
  const latest = useRef(values);
  const [baseline, setBaseline] = useState<FormValues>(values);
  const [stored, setStored] = useState<Readonly<Record<string, unknown>> | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = (input: Record<string, unknown>) =>
    validateRecord(def, input, { mode, checks: checks ?? [], locale: t.locale, dictionary: dictChecker(dicts), ...(stored ? { current: stored } : {}) });

  function validateField(name: string, next: FormValues = latest.current): void {
    const input = pendingInput(def, mode, next, baseline);
    const problem = name in input ? check(input).errors.find((e) => e.field === name) : undefined;
    setErrors((all) => {
      if (problem) return all[name] === problem.message ? all : { ...all, [name]: problem.message };
      if (!(name in all)) return all;
      const { [name]: _gone, ...rest } = all;
      return rest;
    });
  }

  function setValue(name: string, value: unknown): void {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (name in errors) validateField(name, next);
  }

  /** Several values at once (an ID number filling the birth date and sex). */
  function setMany(changes: Record<string, unknown>): void {
    latest.current = { ...latest.current, ...changes };
    setValues(latest.current);
  }

  /** Starts over from a stored record (edit, reload after a conflict) or from the defaults (add another). */
  function reset(record?: Readonly<Record<string, unknown>>): void {
    const from = record ? initialValues(def, record) : { ...initialValues(def), ...start };
    latest.current = from;
    setValues(from);
    setBaseline(from);
    setStored(record);
    setErrors({});
  }

  /** Marks what was just saved as the new starting point (nothing is unsaved any more). */
  function settle(): void {
    setBaseline(values);
  }

  /** Every message of the whole form, or the normalised values to send. */
  function validateAll(): { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldError[] } {
    const result = check(pendingInput(def, mode, values, baseline));
    if (result.errors.length) {
      showErrors(result.errors);
      return { ok: false, errors: result.errors };
    }
    return { ok: true, values: result.values };
  }

  /** Messages from a check or from the server (`data.errors`): the first one per field. */
  function showErrors(list: readonly FieldError[]): void {
    const next: Record<string, string> = {};
    for (const e of list) next[e.field] ??= e.message;
    setErrors(next);
  }

  return { values, errors, dirty: !sameValue(values, baseline), stored, setValue, setMany, validateField, validateAll, showErrors, reset, settle };
}
