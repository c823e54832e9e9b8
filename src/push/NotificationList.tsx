/** The notification bell's popover (NotificationBell.tsx): the latest messages, all marked read when it closes. */
import * as Popover from '@radix-ui/react-popover';
import { useT } from '../i18n/locale.ts';
import { navigate } from '../router/navigate.ts';
import { useStore } from '../store/useStore.ts';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { markAllRead, notifications } from './notifications.ts';
import { push } from '../../model/i18n/push.ts';

export function NotificationList({ trigger }: TriggerProp) {
  const t = useT(push);
  const list = useStore(notifications);
  return (
    <Popover.Root onOpenChange={(open) => !open && markAllRead()}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
