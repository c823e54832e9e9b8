/**
 * The input of one search field, by its search mode and type (docs/crud.md, "Search form"). The organisation
 * and record pickers (with the organisation tree and the record searches) are downloaded when a field
 * shown needs them: a folded search form rarely does.
 */
import { Suspense } from 'react';
import type { FieldDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Input } from '../../ui/input.tsx';
import { Select, type Option } from '../../ui/select.tsx';
import { DictPicker } from '../dictionaries/DictPicker.tsx';
import { lazyPart } from '../lazyPart.tsx';
import type { Filters, FilterValue } from './listFilters.ts';
import { crud } from '../../../model/i18n/crud.ts';

const OrgPicker = lazyPart(() => import('../org/OrgPicker.tsx').then((m) => m.OrgPicker));
const RecordPicker = lazyPart(() => import('../pickers/RecordPicker.tsx').then((m) => m.RecordPicker));

/** The picker's place while it downloads, the size of its trigger. */
const pending = <div aria-hidden aria-busy className="h-8 w-full rounded border border-line bg-surface" />;

export interface SearchInputProps {
  field: FieldDef;
  id: string;
  filters: Filters;
  onChange(key: string, value: FilterValue): void;
  /** Fixed choices: a select instead of the text input. */
  choices?: readonly Option[] | undefined;
}

/** The native input type of a field's value in a filter. */
function inputType(field: FieldDef): string {
  switch (field.type) {
    case 'date':
      return 'date';
    case 'month':
      return 'month';
    case 'datetime':
      return 'datetime-local';
    case 'integer':
    case 'decimal':
      return 'number';
    default:
      return 'text';
  }
}

const asList = (value: FilterValue | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? (value ? [value] : []) : [...value]);
const asText = (value: FilterValue | undefined): string => (typeof value === 'string' ? value : (value?.[0] ?? ''));

export function SearchInput({ field, id, filters, onChange, choices }: SearchInputProps) {
  const t = useT(crud);
  const label = t.label(field.label);
  const name = field.name;
  if (field.search === 'range') {
    const type = inputType(field);
    return (
      // The two inputs share the field's width (a date input would keep its own, past the form's card: issue 16.10).
      <div className="flex max-w-md items-center gap-1">
        <Input id={id} type={type} aria-label={t('crud.rangeFrom', { label })} value={asText(filters[`${name}_from`])} onChange={(e) => onChange(`${name}_from`, e.target.value)} className="min-w-0 flex-1" />
        <span aria-hidden className="text-muted">–</span>
        <Input type={type} aria-label={t('crud.rangeTo', { label })} value={asText(filters[`${name}_to`])} onChange={(e) => onChange(`${name}_to`, e.target.value)} className="min-w-0 flex-1" />
      </div>
    );
  }
  if (field.search === 'subtree' || field.type === 'org' || field.type === 'orgs') {
    const multiple = field.search === 'in';
    return (
      <Suspense fallback={pending}>
        <OrgPicker id={id} multiple={multiple} value={asList(filters[name])} onChange={(v) => onChange(name, multiple ? v : (v[0] ?? ''))} placeholder={t('crud.any')} />
      </Suspense>
    );
  }
  if ((field.type === 'dict' || field.type === 'dicts') && field.dict) {
    const multiple = field.search === 'in';
    return <DictPicker id={id} dict={field.dict} multiple={multiple} value={asList(filters[name])} onChange={(v) => onChange(name, multiple ? v : (v[0] ?? ''))} placeholder={t('crud.any')} />;
  }
  if (field.type === 'user' || field.type === 'ref') {
    return (
      <Suspense fallback={pending}>
        <RecordPicker id={id} field={field} value={asText(filters[name]) || null} onChange={(v) => onChange(name, v ?? '')} placeholder={t('crud.any')} />
      </Suspense>
    );
  }
  if (choices) return <Select id={id} value={asText(filters[name])} onValueChange={(v) => onChange(name, v)} placeholder={t('crud.any')} options={choices} />;
  if (field.type === 'boolean') {
    return (
      <Select
        id={id}
        value={asText(filters[name])}
        onValueChange={(v) => onChange(name, v)}
        placeholder={t('crud.any')}
        options={[
          { value: 'true', label: t('crud.yes') },
          { value: 'false', label: t('crud.no') },
        ]}
      />
    );
  }
  return <Input id={id} type={field.search === 'contains' || field.search === 'prefix' ? 'search' : inputType(field)} value={asText(filters[name])} onChange={(e) => onChange(name, e.target.value)} placeholder={field.search === 'contains' ? t('crud.containsPlaceholder') : field.search === 'prefix' ? t('crud.prefixPlaceholder') : undefined} />;
}
