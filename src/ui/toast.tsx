/** The toasts of toastStore.ts, on Radix Toast: announced to screen readers, swipe or 关闭 to dismiss. */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { zhTexts } from '../../model/i18n/index.ts';
import { http } from '../../model/i18n/http.ts';
import { useStore } from '../store/useStore.ts';
import { dismissToast, toastStore, type ToastTone } from './toastStore.ts';

const zh = zhTexts(http);

const TONES: Record<ToastTone, string> = {
  error: 'border-danger',
  warning: 'border-warning',
  success: 'border-success',
  info: 'border-primary',
};

export function Toaster({ duration = 3000 }: { duration?: number }) {
  const toasts = useStore(toastStore, (state) => state.toasts);
  return (
    <ToastPrimitive.Provider duration={duration} label={zh('toast.label')} swipeDirection="up">
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          data-tone={toast.tone}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          className={`flex items-start gap-3 rounded border-l-4 bg-surface px-4 py-3 text-sm text-ink shadow-lg ${TONES[toast.tone]}`}
        >
          <ToastPrimitive.Description className="flex-1">{toast.message}</ToastPrimitive.Description>
          <ToastPrimitive.Close aria-label={zh('toast.close')} className="text-muted hover:text-ink">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Below the header (h-14), whose menu search a toast must not cover (issue 16.10). */}
      <ToastPrimitive.Viewport className="fixed top-16 left-1/2 z-[100] flex w-[380px] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
