/**
 * The messages on screen. One toast per distinct message at a time: a message that is already showing is
 * not stacked again (ten failed loads of one page say 资源不存在 once).
 */
import { createStore } from '../store/createStore.ts';

export type ToastTone = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastState {
  toasts: readonly Toast[];
}

export const toastStore = createStore<ToastState>({ toasts: [] });

let lastId = 0;

export function showToast(message: string, tone: ToastTone = 'error'): void {
  if (message === '') return;
  toastStore.setState((state) =>
    state.toasts.some((toast) => toast.message === message)
      ? state
      : { toasts: [...state.toasts, { id: ++lastId, message, tone }] },
  );
}

export function dismissToast(id: number): void {
  toastStore.setState((state) =>
    state.toasts.some((toast) => toast.id === id) ? { toasts: state.toasts.filter((toast) => toast.id !== id) } : state,
  );
}
