/**
 * The root of both documents (src/boot.tsx): what the entry shows (the public pages, or the workspace), and
 * the toasts and confirmations, mounted once, whose code loads when first needed.
 */
import type { ReactNode } from 'react';
import { questions } from './ui/confirm.ts';
import { toastStore } from './ui/toastStore.ts';
import { useStore } from './store/useStore.ts';
import { whenNeeded } from './ui/whenNeeded.tsx';

const Toaster = whenNeeded(() => useStore(toastStore, (state) => state.toasts.length > 0), () => import('./ui/toast.tsx').then((m) => m.Toaster));
const ConfirmHost = whenNeeded(() => useStore(questions, (state) => state.current !== null), () => import('./ui/ConfirmHost.tsx').then((m) => m.ConfirmHost));

export function App({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
      <ConfirmHost />
    </>
  );
}
