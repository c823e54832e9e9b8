/** The header's notification bell: unread count (shown up to 99+) and the latest messages in a popover. */
import * as Popover from '@radix-ui/react-popover';
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { navigate } from '../router/navigate.ts';
import { markAllRead, notifications, unreadCount } from './notifications.ts';

export function NotificationBell() {
  const t = useT();
  const list = useStore(notifications);
  const unread = unreadCount(list);
  return (
    <Popover.Root onOpenChange={(open) => !open && markAllRead()}>
      <Popover.Trigger
        aria-label={`${t('push.bell')}${unread ? `，${t('push.unread', { count: unread })}` : ''}`}
        className="relative rounded px-2 py-1 text-current hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span aria-hidden>🔔</span>
        {unread > 0 ? (
          <span aria-hidden className="absolute -top-1 -right-1 min-w-4 rounded-full bg-danger px-1 text-center text-[10px] leading-4 text-white">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 w-80 rounded border border-line bg-surface p-2 text-sm text-ink shadow-lg">
          <div className="mb-1 flex items-center justify-between px-1">
            <strong>{t('push.bell')}</strong>
            <button type="button" className="text-xs text-primary hover:underline" onClick={markAllRead}>
              {t('push.markAllRead')}
            </button>
          </div>
          {list.length === 0 ? (
            <p className="px-1 py-4 text-center text-muted">{t('push.empty')}</p>
          ) : (
            <ul className="max-h-80 overflow-auto" aria-live="polite">
              {list.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    disabled={!n.href}
                    onClick={() => n.href && navigate(n.href)}
                    className="block w-full rounded px-2 py-1.5 text-left hover:bg-canvas disabled:cursor-default"
                  >
                    <span className={n.read ? 'text-muted' : 'font-medium'}>{n.text}</span>
                    <span className="block text-xs text-muted">{new Date(n.time).toLocaleString()}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
