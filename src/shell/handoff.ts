/**
 * The hand-offs to the sibling systems (spec sections 1, 2 and 7): the cockpit and the pension-services
 * system take a one-time code (GET /lgbsmp/api/v1/getAuthCode, `?code=`), the other index system a temporary
 * token (GET /lgbsmp/api/open/getAuthCodeylzk, `?token=`); each redeems it server to server
 * (server/areas/auth/handoffRoutes.ts). The window is opened at the click, before the code is fetched, so
 * that popup blockers let it through. Where each system lives is the server's configuration
 * (clientSettings.ts); the header shows an entry only for a system whose address is configured.
 */
import { getIndexSystemToken, getPensionAuthCode } from '../http/api/sso.ts';
import { texts } from '../i18n/locale.ts';
import { showToast } from '../ui/toastStore.ts';
import type { Siblings } from '../../model/publishedConfig.ts';
import { loadClientSettings, siblingsStore } from './clientSettings.ts';
import { shell } from '../../model/i18n/shell.ts';

const t = texts(shell);

export type Sibling = keyof Siblings;

/** What each sibling is handed, and under which query name. */
const HANDOFFS: Record<Sibling, { param: 'code' | 'token'; fetch: () => Promise<string> }> = {
  cockpit: { param: 'code', fetch: () => getPensionAuthCode() },
  pension: { param: 'code', fetch: () => getPensionAuthCode() },
  index: { param: 'token', fetch: () => getIndexSystemToken() },
};

export function handoffAddress(base: string, value: string, param: 'code' | 'token' = 'code'): string {
  return `${base}${base.includes('?') ? '&' : '?'}${param}=${encodeURIComponent(value)}`;
}

export async function openSibling(sibling: Sibling, win: Window = window): Promise<void> {
  const opened = win.open('about:blank', '_blank');
  try {
    await loadClientSettings();
    const base = siblingsStore.getState()[sibling];
    if (!base) {
      opened?.close();
      showToast(t('shell.siblingUnset'), 'warning');
      return;
    }
    const handoff = HANDOFFS[sibling];
    const address = handoffAddress(base, await handoff.fetch(), handoff.param);
    if (opened) {
      opened.opener = null;
      opened.location.href = address;
    } else win.location.assign(address);
  } catch {
    // The request layer has shown the failure.
    opened?.close();
  }
}
