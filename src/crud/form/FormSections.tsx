/**
 * The form's fields in the declaration's sections, two columns wide where there is room; long text, rich
 * text and attachments take a whole row. Each field sits in a labelled Field with its message under it.
 */
import type { FieldDef, Label, ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';
import { Field } from '../../ui/field.tsx';
import { dictLabel, useDictionaries } from '../dictionaries/dictionaryStore.ts';
import { FieldInput } from './FieldInput.tsx';
import type { FormValues } from './formValues.ts';
import { idCardFacts, idCardTargets } from './idCardFill.ts';
import type { FieldErrors } from './useRecordForm.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

const WIDE = new Set<FieldDef['type']>(['longText', 'richText', 'files', 'image', 'orgs', 'users']);

export interface FormSectionsProps {
  def: ResourceDef;
  fields: readonly FieldDef[];
  values: FormValues;
  errors: FieldErrors;
  record: Readonly<Record<string, unknown>> | undefined;
  isDisabled(field: FieldDef): boolean;
  onChange(field: FieldDef, value: unknown): void;
  onBlur(field: FieldDef): void;
}

/** Fields grouped by their section, in the declaration's order of sections; unsectioned ones first. */
function grouped(def: ResourceDef, fields: readonly FieldDef[]): { key: string; label: Label | null; fields: FieldDef[] }[] {
  const sections = def.sections ?? [];
  const known = new Set(sections.map((s) => s.key));
  const loose = fields.filter((f) => typeof f.form !== 'string' || !known.has(f.form));
  return [
    ...(loose.length ? [{ key: '', label: null, fields: loose }] : []),
    ...sections.map((s) => ({ key: s.key, label: s.label, fields: fields.filter((f) => f.form === s.key) })).filter((g) => g.fields.length),
  ];
}

export function FormSections({ def, fields, values, errors, record, isDisabled, onChange, onBlur }: FormSectionsProps) {
  const t = useT(crudViews);
  const dicts = useDictionaries();
  const targets = idCardTargets(def);

  /** Under an ID number: what it says about birth date and sex, when those are derived by the server. */
  const idCardHelp = (field: FieldDef): string | undefined => {
    const facts = field.type === 'idCard' ? idCardFacts(values[field.name]) : null;
    if (!facts) return undefined;
    const parts: string[] = [];
    if (targets.birth && targets.birth.form === false) parts.push(`${t.label(targets.birth.label)} ${facts.birthDate}`);
    if (targets.sex && targets.sex.form === false) parts.push(`${t.label(targets.sex.label)} ${dictLabel(dicts, 'sex', facts.sex)}`);
    return parts.length ? t('crud.idCardFacts', { facts: parts.join('，') }) : undefined;
  };

  return (
    <>
      {grouped(def, fields).map((group) => (
        <fieldset key={group.key || 'main'} className="rounded border border-line bg-surface p-4">
          {group.label ? <legend className="px-1 text-base font-semibold text-ink">{t.label(group.label)}</legend> : null}
          <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
            {group.fields.map((field) => (
              <div key={field.name} data-field={field.name} className={cn(WIDE.has(field.type) && 'md:col-span-2')}>
                <Field
                  label={t.label(field.label)}
                  required={field.required ?? false}
                  error={errors[field.name]}
                  help={idCardHelp(field) ?? (field.help ? t.label(field.help) : undefined)}
                >
                  {(ids) => (
                    <FieldInput
                      field={field}
                      value={values[field.name]}
                      onChange={(v) => onChange(field, v)}
                      onBlur={() => onBlur(field)}
                      ids={ids}
                      disabled={isDisabled(field)}
                      record={record}
                    />
                  )}
                </Field>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
