/**
 * The round trip to the identity service (浙政钉), kept in this tab's sessionStorage: a random `state` and
 * the page the user wanted. It never travels in an address of ours. What a 417 leaves behind is bindOffer.ts.
 */
import type { PrefixedStorage } from '../store/storage.ts';
import { randomId } from './tokenRecord.ts';

const TRIP = 'ssoTrip';

export interface SsoTrip {
  state: string;
  /** The app path to land on. */
  redirect: string;
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
  const value = storage.get(TRIP);
  storage.remove(TRIP);
  const trip = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  return typeof trip?.state === 'string' && typeof trip.redirect === 'string' ? { state: trip.state, redirect: trip.redirect } : null;
}
