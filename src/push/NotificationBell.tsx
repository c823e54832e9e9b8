/**
 * The header's notification bell with the unread count (shown up to 99+); the latest messages
 * (NotificationList.tsx) download when the bell is first opened, hovered or focused.
 */
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { notifications, unreadCount } from './notifications.ts';
import { push } from '../../model/i18n/push.ts';

const list = onDemand(() => import('./NotificationList.tsx').then((m) => m.NotificationList));

export function NotificationBell() {
  const t = useT(push);
  const unread = useStore(notifications, unreadCount);
  return (
    <OnDemand
      part={list}
      kind="popover"
      trigger={
        <button
          type="button"
          aria-label={`${t('push.bell')}${unread ? `，${t('push.unread', { count: unread })}` : ''}`}
          className="relative rounded px-2 py-1 text-current hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <span aria-hidden>🔔</span>
          {unread > 0 ? (
            <span aria-hidden className="absolute -top-1 -right-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 text-white">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      }
    />
  );
}
