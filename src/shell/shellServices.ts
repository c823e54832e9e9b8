/**
 * What the shell switches on while it is mounted: the leave guard for pages with unsaved changes, the
 * browser's own question before a reload or close while any page has some, forgetting the flags of pages
 * that went, and the server's published settings (login portal, sibling systems).
 */
import { useEffect } from 'react';
import { texts } from '../i18n/locale.ts';
import { toLoc, href } from '../router/location.ts';
import { setLeaveGuard } from '../router/navigate.ts';
import { pageCache } from '../router/pageCache.ts';
import { HOME_PATH } from '../router/routes.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { confirm } from '../ui/confirm.ts';
import { loadClientSettings } from './clientSettings.ts';
import { forgetUnsaved, unsavedPages } from './useUnsavedChanges.ts';
import { shell } from '../../model/i18n/shell.ts';

const t = texts(shell);

/** The page key an address shows (`/` is home). */
export function pageKeyOf(address: string): string {
  const loc = toLoc(address);
  return loc.path === '/' ? HOME_PATH : href(loc);
}

/** Asks before leaving a page with unsaved changes that leaving would lose (a page not kept alive). */
export function leaveGuard(to: string): true | Promise<boolean> {
  const current = pageCache.store.getState().current;
  if (!current || current.cached || !unsavedPages.getState().has(current.key) || pageKeyOf(to) === current.key) return true;
  return confirm(t('shell.unsaved.leave'));
}

function beforeUnload(event: BeforeUnloadEvent): void {
  // A session that ended (logout, expiry) leaves for the sign-in page whatever is unsaved: nothing to ask.
  if (unsavedPages.getState().size === 0 || sessionStore.getState().status !== 'signedIn') return;
  event.preventDefault();
  // Older browsers ask only when returnValue is set.
  event.returnValue = '';
}

export function useShellServices(): void {
  useEffect(() => {
    const removeGuard = setLeaveGuard(leaveGuard);
    const stopForgetting = pageCache.onGone(forgetUnsaved);
    window.addEventListener('beforeunload', beforeUnload);
    void loadClientSettings();
    return () => {
      removeGuard();
      stopForgetting();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, []);
}
