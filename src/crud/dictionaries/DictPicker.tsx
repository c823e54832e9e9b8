/**
 * Chooses dictionary items: a plain select for a flat dictionary, a tree picker for one with parents
 * (education, health_status, family_relation...) or for several items. Disabled items are not offered,
 * but a stored one keeps its label.
 */
import { useMemo } from 'react';
import type { DictItem } from '../../../model/dictionaries.ts';
import { useT } from '../../i18n/locale.ts';
import { Select } from '../../ui/select.tsx';
import { TreePicker } from '../pickers/TreePicker.tsx';
import type { TreeOption } from '../pickers/treeRows.ts';
import { dictLabel, isTreeDictionary, useDictionaries } from './dictionaryStore.ts';
import { crud } from '../../../model/i18n/crud.ts';

export interface DictPickerProps {
  dict: string;
  value: readonly string[];
  onChange(value: string[]): void;
  multiple?: boolean;
  clearable?: boolean;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onBlur?(): void;
}

function treeOf(items: readonly DictItem[], keep: ReadonlySet<string>): TreeOption[] {
  const offered = items.filter((i) => i.enabled || keep.has(i.code));
  const codes = new Set(offered.map((i) => i.code));
  const children = new Map<string | null, TreeOption[]>();
  for (const item of offered) {
    // An item whose parent is not offered is shown at the top rather than lost.
    const parent = item.parentCode !== null && codes.has(item.parentCode) ? item.parentCode : null;
    const list = children.get(parent) ?? [];
    list.push({ value: item.code, label: item.label, disabled: !item.enabled });
    children.set(parent, list);
  }
  const attach = (nodes: TreeOption[]): TreeOption[] =>
    nodes.map((n) => {
      const kids = children.get(n.value);
      return kids ? { ...n, children: attach(kids) } : n;
    });
  return attach(children.get(null) ?? []);
}

export function DictPicker({ dict, value, onChange, multiple = false, clearable = true, ...rest }: DictPickerProps) {
  const t = useT(crud);
  const dicts = useDictionaries();
  const type = dicts.types.get(dict);
  const keep = useMemo(() => new Set(value), [value]);
  const options = useMemo(() => treeOf(type?.items ?? [], keep), [type, keep]);
  const display = value.map((code) => dictLabel(dicts, dict, code)).join('、');
  const loading = dicts.status === 'loading' || dicts.status === 'idle';

  if (!multiple && !isTreeDictionary(type)) {
    // Until its dictionary is in, the field cannot know its options, nor whether it is a tree.
    const waiting = loading && !type;
    return (
      <div className="relative flex w-full">
        <Select
          id={rest.id}
          value={value[0] ?? ''}
          onValueChange={(code) => {
            onChange([code]);
            rest.onBlur?.();
          }}
          options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled ?? false }))}
          placeholder={rest.placeholder ?? t('crud.pick')}
          invalid={rest.invalid ?? false}
          disabled={(rest.disabled ?? false) || waiting}
          aria-busy={waiting || undefined}
          className={clearable && value.length ? 'pr-12' : undefined}
          {...(rest['aria-label'] ? { 'aria-label': rest['aria-label'] } : {})}
          {...(rest['aria-describedby'] ? { 'aria-describedby': rest['aria-describedby'] } : {})}
        />
        {clearable && value.length && !rest.disabled ? (
          <button
            type="button"
            aria-label={t('crud.clear')}
            onClick={() => {
              onChange([]);
              rest.onBlur?.();
            }}
            className="absolute top-1/2 right-6 -translate-y-1/2 rounded px-1 text-muted hover:text-ink"
          >
            ×
          </button>
        ) : null}
      </div>
    );
  }
  return <TreePicker options={options} value={value} onChange={onChange} multiple={multiple} clearable={clearable} display={display} loading={loading} {...rest} />;
}
