/**
 * Write notices between the crud views of a resource: a saved form, an import or a restore bumps the
 * resource's version, and its kept-alive list (hidden in another tab) reloads when it is shown again.
 */
import { createStore } from '../store/createStore.ts';
import { useStore } from '../store/useStore.ts';

const versions = createStore<Readonly<Record<string, number>>>({});

export function notifyChanged(resource: string): void {
  versions.setState((all) => ({ ...all, [resource]: (all[resource] ?? 0) + 1 }));
}

/** A number that changes whenever a record of the resources (one or several) was written from this page. */
export function useChangeVersion(...resources: readonly string[]): number {
  return useStore(versions, (all) => resources.reduce((sum, resource) => sum + (all[resource] ?? 0), 0));
}
