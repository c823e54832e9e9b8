/**
 * A home kind with its resource's name, from every resource's labels: home's pages have that table, and hand
 * the names to the shell's tags (homeKinds.ts), which then need not download it.
 */
import type { HomeKind } from '../../../model/home.ts';
import { RESOURCE_LABELS } from '../../crud/resourceLabels.precomputed.ts';
import type { NamedKind } from './kindLabel.ts';

export function namedKind<K extends Pick<HomeKind, 'label' | 'resource'>>(kind: K): K & NamedKind {
  const resource = kind.resource ? RESOURCE_LABELS[kind.resource] : undefined;
  return resource ? { ...kind, name: resource.label } : kind;
}
