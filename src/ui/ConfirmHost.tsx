/**
 * The dialog of confirm.ts: title 提示, buttons 确定 and 取消, and it closes only by its buttons, never on
 * Escape or a click on the backdrop.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { zhTexts } from '../../model/i18n/index.ts';
import { http } from '../../model/i18n/http.ts';
import { useStore } from '../store/useStore.ts';
import { questions } from './confirm.ts';

const zh = zhTexts(http);

const keepOpen = (event: Event) => event.preventDefault();

export function ConfirmHost() {
  const question = useStore(questions, (state) => state.current);
  return (
    <Dialog.Root open={question !== null} onOpenChange={(open) => !open && question?.answer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed top-1/3 left-1/2 z-50 w-[420px] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-lg bg-surface p-6 shadow-lg"
        >
          <Dialog.Title className="mb-3 text-base font-semibold text-ink">{zh('dialog.title')}</Dialog.Title>
          <Dialog.Description className="mb-6 text-sm text-ink">{question?.message}</Dialog.Description>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => question?.answer(false)}
              className="rounded border border-line px-4 py-1.5 text-sm text-ink hover:border-primary hover:text-primary"
            >
              {zh('dialog.cancel')}
            </button>
            <button
              type="button"
              onClick={() => question?.answer(true)}
              className="rounded bg-primary px-4 py-1.5 text-sm text-primary-foreground hover:opacity-90"
            >
              {zh('dialog.ok')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
