/**
 * A modal dialog (Radix Dialog) that closes only through its own buttons: never on Escape or a click on
 * the backdrop (spec section 2), so a half-filled form is never lost by a slip of the hand.
 */
import * as D from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const keepOpen = (event: Event) => event.preventDefault();

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Label of the close (×) button. */
  closeLabel: string;
}

export function Dialog({ open, onOpenChange, title, description, children, footer, className, closeLabel }: DialogProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <D.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-[10vh] left-1/2 z-40 flex max-h-[80vh] w-[560px] max-w-[calc(100vw-2rem)] -translate-x-1/2 flex-col rounded-lg bg-surface shadow-xl',
            className,
          )}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <D.Title className="text-base font-semibold text-ink">{title}</D.Title>
            <D.Close aria-label={closeLabel} className="rounded px-2 text-lg text-muted hover:text-ink">×</D.Close>
          </div>
          {description ? <D.Description className="px-5 pt-3 text-sm text-muted">{description}</D.Description> : null}
          <div className="overflow-auto px-5 py-4">{children}</div>
          {footer ? <div className="flex justify-end gap-3 border-t border-line px-5 py-3">{footer}</div> : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
