/** The notification bell's store: what the push channel brought this session, newest first, with unread count. */
import { createStore } from '../store/createStore.ts';

export interface Notification {
  id: string;
  text: string;
  /** Where clicking it goes (a record's detail page), when it has a place. */
  href?: string;
  time: number;
  read: boolean;
}

const MAX = 50;

export const notifications = createStore<Notification[]>([]);

export function addNotification(n: Omit<Notification, 'read' | 'time'>, now = Date.now()): void {
  notifications.setState((list) => [{ ...n, time: now, read: false }, ...list.filter((x) => x.id !== n.id)].slice(0, MAX));
}

export function markAllRead(): void {
  notifications.setState((list) => (list.some((n) => !n.read) ? list.map((n) => ({ ...n, read: true })) : list));
}

export const unreadCount = (list: readonly Notification[]) => list.reduce((n, x) => n + (x.read ? 0 : 1), 0);
