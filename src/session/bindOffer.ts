/**
 * After a 417 at /token (an identity-service account bound to nobody): the offer to bind that account at the
 * next password sign-in, kept in this tab's sessionStorage, never in an address of ours. The login page
 * says which account will be bound; the bind itself is signInSteps.ts's.
 */
import type { PrefixedStorage } from '../store/storage.ts';

const BIND = 'ssoBind';

/** What a 417 carries: a ticket that binds the external account after a password sign-in. */
export interface BindOffer {
  bindTicket: string;
  name: string;
}

export function saveBindOffer(storage: PrefixedStorage, offer: BindOffer): void {
  storage.set(BIND, { bindTicket: offer.bindTicket, name: offer.name }, 'session');
}

export function readBindOffer(storage: PrefixedStorage): BindOffer | null {
  const value = storage.get(BIND);
  const offer = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  return typeof offer?.bindTicket === 'string' && typeof offer.name === 'string' ? { bindTicket: offer.bindTicket, name: offer.name } : null;
}

export function clearBindOffer(storage: PrefixedStorage): void {
  storage.remove(BIND);
}
