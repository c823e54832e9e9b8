/**
 * What the browser shows of every declared resource without loading its declaration: its name and, for a
 * resource with a lifecycle, its states' names in order (the home counts, the dashboard, the operation log's
 * kinds of record). Computed at build time (build/precompute.mjs) from model/resources; a page that needs
 * fields loads the declaration itself (loadResource.ts).
 */
import type { Label } from '../../model/resource/types.ts';
import { RESOURCES } from '../../model/resources/index.ts';

export interface ResourceLabels {
  readonly label: Label;
  readonly states?: Readonly<Record<string, Label>>;
}

const labelsOf = ({ label, lifecycle }: (typeof RESOURCES)[number]): ResourceLabels =>
  lifecycle ? { label, states: Object.fromEntries(Object.entries(lifecycle.states).map(([state, s]) => [state, s.label])) } : { label };

/** By resource name, in the declarations' order. */
export const RESOURCE_LABELS: Readonly<Record<string, ResourceLabels>> = Object.fromEntries(RESOURCES.map((def) => [def.name, labelsOf(def)]));
