/**
 * The cockpit entry (spec sections 1 and 2): opens the external dashboard in a new window with a
 * one-time hand-off code (GET /lgbsmp/api/v1/getAuthCode, server/areas/auth/handoffRoutes.ts) which the
 * dashboard redeems server to server. The window is opened at the click, before the code is fetched,
 * so that popup blockers let it through.
 */
import { getPensionAuthCode } from '../http/api/sso.ts';
import { t } from '../i18n/locale.ts';
import { showToast } from '../ui/toastStore.ts';
import { loadClientSettings, siblingsStore } from './clientSettings.ts';

export function handoffAddress(base: string, code: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
}

export async function openCockpit(win: Window = window): Promise<void> {
  const opened = win.open('about:blank', '_blank');
  try {
    await loadClientSettings();
    const base = siblingsStore.getState().cockpit;
    if (!base) {
      opened?.close();
      showToast(t('shell.cockpitUnset'), 'warning');
      return;
    }
    const address = handoffAddress(base, await getPensionAuthCode());
    if (opened) {
      opened.opener = null;
      opened.location.href = address;
    } else win.location.assign(address);
  } catch {
    // The request layer has shown the failure.
    opened?.close();
  }
}
