/**
 * The list's search form, from the declaration's search fields; folded to its first row until expanded, or
 * unfolded from the start when a field below that row holds a filter (a list opened with filters in its address).
 * It edits the list's draft through the list's own dispatch. Not memoised: in a kept-alive tab that is hidden,
 * React keeps no store subscriptions, and a picker of the form (the organisation tree still loading) is brought
 * up to date only when the list draws the form again.
 */
import { useId, useState, type Dispatch, type FormEvent } from 'react';
import { fieldOf, searchFields } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';
import { Button } from '../../ui/button.tsx';
import type { Option } from '../../ui/select.tsx';
import { filterKeys } from '../../../model/resource/listQuery.ts';
import type { Filters, FilterValue } from './listFilters.ts';
import { SearchInput } from './SearchInput.tsx';
import type { ListAction } from './useListState.ts';
import { crud } from '../../../model/i18n/crud.ts';

/** Fields in the folded form: one row of the grid. */
const FOLDED = 3;

export interface SearchFormProps {
  def: ResourceDef;
  draft: Filters;
  dispatch: Dispatch<ListAction>;
  /** Fixed choices of text fields whose values are codes (a log's result, a role's data scope), by field name. */
  choices?: Readonly<Record<string, readonly Option[]>>;
}

export function SearchForm({ def, draft, dispatch, choices }: SearchFormProps) {
  const t = useT(crud);
  const formId = useId();
  const fields = searchFields(def);
  const [expanded, setExpanded] = useState(() => fields.slice(FOLDED).some((f) => filterKeys(f).some((key) => draft[key]?.length)));
  if (fields.length === 0) return null;
  const shown = expanded ? fields : fields.slice(0, FOLDED);
  // A lifecycle's status field (a text of codes) is searched by its states' labels.
  const lifecycle = def.lifecycle;
  const states = lifecycle ? Object.entries(lifecycle.states).map(([value, s]) => ({ value, label: t.label(s.label) })) : [];
  const choicesOf = (name: string) => choices?.[name] ?? (lifecycle?.field === name && fieldOf(def, name)?.type === 'text' && fieldOf(def, name)?.search === 'exact' ? states : undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch({ type: 'search' });
  };
  const onDraft = (key: string, value: FilterValue) => dispatch({ type: 'draft', key, value });
  return (
    <form role="search" aria-label={t('crud.searchForm')} onSubmit={submit} className="rounded border border-line bg-surface p-4">
      <div id={`${formId}-fields`} className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((field) => (
          // A range holds two inputs: two columns of the three (a date needs about 120 px: issue 16.10).
          <div key={field.name} className={cn('flex items-center gap-2', field.search === 'range' && 'xl:col-span-2 2xl:col-span-1')}>
            <label htmlFor={`${formId}-${field.name}`} className="w-24 shrink-0 text-right text-sm text-ink">
              {t.label(field.label)}
            </label>
            <div className="min-w-0 flex-1">
              <SearchInput field={field} id={`${formId}-${field.name}`} filters={draft} onChange={onDraft} choices={choicesOf(field.name)} />
            </div>
          </div>
        ))}
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button type="submit" variant="primary">{t('crud.query')}</Button>
        <Button onClick={() => dispatch({ type: 'reset' })}>{t('crud.reset')}</Button>
        {fields.length > FOLDED ? (
          <Button variant="link" aria-expanded={expanded} aria-controls={`${formId}-fields`} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('crud.collapse') : t('crud.expand')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
