/**
 * The round trip to the identity service (浙政钉) and what it leaves behind, kept in this tab's
 * sessionStorage: the trip (a random `state` and the page the user wanted), and after a 417 the offer to
 * bind the external account at the next password sign-in. Neither ever travels in an address of ours.
 */
import type { Json, PrefixedStorage } from '../store/storage.ts';
import { randomId } from './tokenRecord.ts';

const TRIP = 'ssoTrip';
const BIND = 'ssoBind';

/** What a 417 carries: a ticket that binds the external account after a password sign-in. */
export interface BindOffer {
  bindTicket: string;
  name: string;
}

export interface SsoTrip {
  state: string;
  /** The app path to land on. */
  redirect: string;
}

function record(value: Json | undefined): Record<string, Json> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}

/** The identity service's sign-in page with our return address and a new trip's state. */
export function startSsoTrip(storage: PrefixedStorage, authorizeUrl: string, redirect: string, origin: string): string {
  const state = randomId();
  storage.set(TRIP, { state, redirect }, 'session');
  // The development provider returns only to paths of this site; an external service needs a full address.
  const back = authorizeUrl.startsWith('/') && !authorizeUrl.startsWith('//') ? '/token' : `${origin}/token`;
  const separator = authorizeUrl.includes('?') ? '&' : '?';
  return `${authorizeUrl}${separator}redirect_uri=${encodeURIComponent(back)}&state=${state}`;
}

/** The trip this tab started, removed: a state is good for one return. */
export function takeSsoTrip(storage: PrefixedStorage): SsoTrip | null {
  const trip = record(storage.get(TRIP));
  storage.remove(TRIP);
  return typeof trip?.state === 'string' && typeof trip.redirect === 'string' ? { state: trip.state, redirect: trip.redirect } : null;
}

export function saveBindOffer(storage: PrefixedStorage, offer: BindOffer): void {
  storage.set(BIND, { bindTicket: offer.bindTicket, name: offer.name }, 'session');
}

export function readBindOffer(storage: PrefixedStorage): BindOffer | null {
  const offer = record(storage.get(BIND));
  return typeof offer?.bindTicket === 'string' && typeof offer.name === 'string' ? { bindTicket: offer.bindTicket, name: offer.name } : null;
}

export function clearBindOffer(storage: PrefixedStorage): void {
  storage.remove(BIND);
}
