/**
 * After any write to organisations: the org pickers' cached tree is loaded again (a new unit is offered, a
 * disabled one is not) and kept-alive views of organisations reload when shown (src/crud/changes.ts).
 */
import { notifyChanged } from '../../../crud/changes.ts';
import { invalidateOrgTree } from '../../../crud/org/orgTreeStore.ts';

export function orgsChanged(): void {
  invalidateOrgTree();
  notifyChanged('organization');
}
