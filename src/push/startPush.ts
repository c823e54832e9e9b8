/**
 * Keeps the push channel in step with the session: connected while a user is signed in (a token exists),
 * closed on logout. Started once, by the workspace's entry (src/workspace.tsx).
 */
import { PUSH_TICKET_PATH } from '../../model/push.ts';
import { http } from '../http/client.ts';
import { realTimers } from '../http/timeout.ts';
import { texts } from '../i18n/locale.ts';
import { logout, reloadMenu, sessionStore } from '../session/sessionStore.ts';
import { showToast } from '../ui/toastStore.ts';
import { startPushClient, type PushClient, type SocketLike } from './pushClient.ts';
import { routePushMessage } from './routePushMessage.ts';
import { push } from '../../model/i18n/push.ts';

const t = texts(push);

export function startPush(): () => void {
  let client: PushClient | undefined;
  let userId: string | undefined;

  // A forced sign-out may arrive both as a message and as the close that follows: sign out once.
  const endedElsewhere = () => {
    if (sessionStore.getState().status !== 'signedIn') return;
    client?.stop();
    client = undefined;
    userId = undefined;
    void logout({ confirm: false });
  };

  const sync = () => {
    const state = sessionStore.getState();
    const next = state.status === 'signedIn' ? state.user?.userId : undefined;
    if (next === userId) return;
    client?.stop();
    client = undefined;
    userId = next;
    if (!next) return;
    client = startPushClient({
      userId: next,
      origin: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`,
      ticket: () => http.post<string>(PUSH_TICKET_PATH, { json: {} }),
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      onMessage: (m) =>
        routePushMessage(m, {
          t,
          toast: showToast,
          signOut: endedElsewhere,
          reloadMenu: () => void reloadMenu(),
        }),
      onSessionEnded: endedElsewhere,
      timers: realTimers,
    });
  };

  sync();
  const unsubscribe = sessionStore.subscribe(sync);
  return () => {
    unsubscribe();
    client?.stop();
  };
}
