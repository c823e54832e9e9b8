/**
 * The sibling systems' addresses, of which the shell opens the cockpit, from what the server publishes for
 * browsers: the session asks for it once per page load (session.authConfig), which also sets the login portal
 * that the request layer's rules send users to. The workspace holds the session machinery from its start
 * (src/workspace.tsx), so it is imported as it is, not loaded.
 */
import type { Siblings } from '../../model/publishedConfig.ts';
import { session } from '../session/sessionMachinery.ts';
import { createStore } from '../store/createStore.ts';

export const siblingsStore = createStore<Siblings>({ pension: '', index: '', cockpit: '' });

/** Fills siblingsStore; a failure leaves it empty (the request layer has said why). */
export function loadClientSettings(): Promise<void> {
  return session
    .authConfig()
    .then((config) => siblingsStore.setState(config.siblings))
    .catch(() => undefined);
}
