/** Where the login page leads once signed in: the page first asked for (`?redirect=`, app paths only). */
import { appLocation } from '../../router/navigate.ts';
import { safeReturn } from '../../session/returnAddress.ts';

export function signInTarget(): string {
  return safeReturn(new URLSearchParams(appLocation().get().search).get('redirect'));
}
