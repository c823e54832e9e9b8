/**
 * Chooses organisations of the user's scope from the tree (search, keyboard): one for an `org` field or a
 * subtree filter, several for an `orgs` field.
 */
import { useMemo } from 'react';
import { TreePicker } from '../pickers/TreePicker.tsx';
import type { TreeOption } from '../pickers/treeRows.ts';
import type { OrgNode } from '../orgTreeApi.ts';
import { useOrgTree } from './orgTreeStore.ts';

export interface OrgPickerProps {
  value: readonly string[];
  onChange(value: string[]): void;
  multiple?: boolean;
  /** The names the record carries (`<field>Name`, `<field>Names`), for organisations the tree lacks. */
  names?: readonly string[];
  clearable?: boolean;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onBlur?(): void;
  /** An organisation that, with everything below it, is shown but not offered (the one being moved). */
  exclude?: string;
}

const toOptions = (nodes: readonly OrgNode[], exclude?: string, excluded = false): TreeOption[] =>
  nodes.map((n) => {
    const off = excluded || n.id === exclude;
    return { value: n.id, label: n.name, ...(n.disabled || off ? { disabled: true } : {}), ...(n.children?.length ? { children: toOptions(n.children, exclude, off) } : {}) };
  });

export function OrgPicker({ value, names, exclude, ...rest }: OrgPickerProps) {
  const tree = useOrgTree();
  const options = useMemo(() => toOptions(tree.roots, exclude), [tree.roots, exclude]);
  const known = value.map((id) => tree.names.get(id));
  // Organisations outside the tree (another city's receivers) are named as the record names them.
  const display = known.every(Boolean) || names?.length !== value.length ? known.map((n, i) => n ?? value[i]).join('、') : names.join('、');
  return <TreePicker options={options} value={value} display={display} loading={tree.status === 'loading' || tree.status === 'idle'} {...rest} />;
}
