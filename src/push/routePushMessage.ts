/**
 * What each push message does in the browser (docs/api.md lists the types): toasts and the bell for
 * notices, approvals and finished jobs; a forced sign-out signs out; a menu change reloads the menu.
 * Unknown types are ignored, so that an older page keeps working beside a newer server.
 */
import type { Translate } from '../i18n/locale.ts';
import type { push } from '../../model/i18n/push.ts';
import type { ToastTone } from '../ui/toastStore.ts';
import { addNotification } from './notifications.ts';

export interface PushActions {
  t: Translate<keyof typeof push>;
  toast(message: string, tone: ToastTone): void;
  signOut(): void;
  reloadMenu(): void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function routePushMessage(m: { type: string; [key: string]: unknown }, a: PushActions): void {
  switch (m.type) {
    case 'notice': {
      const message = a.t('push.notice', { title: text(m.title) });
      // A notice (通知公告) opens where its recipient reads and signs it.
      const href = m.resource === 'notification' ? `/informationPublish/notice/detail?id=${encodeURIComponent(text(m.id))}` : undefined;
      addNotification({ id: `notice:${text(m.id)}`, text: message, ...(href ? { href } : {}) });
      a.toast(message, 'info');
      return;
    }
    case 'approval': {
      const message = a.t(m.approved ? 'push.approved' : 'push.rejected', { title: text(m.title) });
      addNotification({ id: `approval:${text(m.resource)}:${text(m.id)}`, text: message });
      a.toast(message, m.approved ? 'success' : 'warning');
      return;
    }
    case 'job': {
      const ok = m.status === 'ready' || m.status === 'imported';
      const key = m.kind === 'export' ? (ok ? 'push.exportReady' : 'push.exportFailed') : ok ? 'push.importDone' : 'push.importFailed';
      const message = a.t(key, { fileName: text(m.fileName) });
      addNotification({ id: `job:${text(m.id)}`, text: message });
      a.toast(message, ok ? 'success' : 'error');
      return;
    }
    case 'signOut':
      a.toast(a.t('push.signedOut'), 'warning');
      a.signOut();
      return;
    case 'menuChanged':
      a.toast(a.t('push.menuChanged'), 'info');
      a.reloadMenu();
      return;
    default:
      return;
  }
}
