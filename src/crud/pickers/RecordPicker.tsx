/**
 * Chooses a user account (a `user` field), several (a `users` field, with `several`) or a record of another
 * resource (a `ref` field) by searching on the server (recordSources.ts). A user who may not list that resource sees the current choice only:
 * asking would be refused, and a refusal sends the user to sign in again.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldDef } from '../../../model/resource/types.ts';
import { usePermissions } from '../usePermissions.ts';
import { useResource } from '../useResource.ts';
import { recordSource } from './recordSources.ts';
import { TreePicker } from './TreePicker.tsx';
import type { TreeOption } from './treeRows.ts';

export interface RecordPickerProps {
  field: FieldDef;
  value: string | null;
  onChange(value: string | null): void;
  /** The name the record carries for the current value (`<field>Name` of a user field). */
  name?: string | null;
  clearable?: boolean;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  onBlur?(): void;
  /** Several choices (a `users` field): they replace `value` and `onChange`; `names` as the record carries them. */
  several?: { values: readonly string[]; names: readonly string[]; onChange(values: string[]): void };
}

/** Typing pauses this long before the server is asked, so that a name typed fast is one search. */
const SEARCH_DELAY_MS = 250;

export function RecordPicker({ field, value, onChange, name, several, ...rest }: RecordPickerProps) {
  const can = usePermissions();
  const ref = useResource(field.ref);
  const source = useMemo(() => recordSource(field, ref), [field, ref]);
  const allowed = source !== null && (source.permission === undefined || can(source.permission));
  const [options, setOptions] = useState<TreeOption[]>([]);
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searching = useRef<AbortController | null>(null);

  // A stored value the record does not name: its title is read once.
  const untitled = value && !name && !titles.has(value) && allowed ? value : null;
  useEffect(() => {
    if (!untitled || !source?.title) return;
    const controller = new AbortController();
    source.title(untitled, controller.signal).then((title) => setTitles((t) => new Map(t).set(untitled, title)), () => undefined);
    return () => controller.abort();
  }, [untitled, source]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      searching.current?.abort();
    },
    [],
  );

  function search(text: string) {
    if (!allowed || !source) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      searching.current?.abort();
      const controller = new AbortController();
      searching.current = controller;
      setLoading(true);
      source.search(text.trim(), controller.signal).then(
        (found) => {
          setOptions(found);
          setTitles((t) => new Map([...t, ...found.map((o) => [o.value, o.label] as const)]));
          setLoading(false);
        },
        () => !controller.signal.aborted && setLoading(false),
      );
    }, SEARCH_DELAY_MS);
  }

  // Names the record carries for its stored choices, by position; a new choice's comes from the search.
  const carried = new Map(several?.values.map((v, i) => [v, several.names[i]] as const));
  return (
    <TreePicker
      {...rest}
      disabled={rest.disabled || !allowed}
      options={options}
      multiple={several !== undefined}
      value={several ? several.values : value ? [value] : []}
      onChange={(v) => (several ? several.onChange(v) : onChange(v[0] ?? null))}
      display={
        several
          ? several.values.map((v) => titles.get(v) ?? carried.get(v) ?? v).join('、')
          : value ? (titles.get(value) ?? name ?? value) : ''
      }
      loading={loading}
      onQuery={search}
    />
  );
}
