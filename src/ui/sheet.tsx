/**
 * A side panel over a shade (Radix Dialog): unlike the dialogs, which close only through their buttons,
 * a panel of settings closes on a click on the shade (spec section 2) and on Escape, its keyboard twin.
 */
import * as D from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** Label of the close (×) button. */
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

export function Sheet({ open, onOpenChange, title, closeLabel, children, className }: SheetProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay data-shade className="fixed inset-0 z-40 bg-ink/40" />
        <D.Content
          aria-describedby={undefined}
          className={cn('fixed top-0 right-0 z-40 flex h-full w-80 max-w-full flex-col bg-surface text-ink shadow-xl', className)}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <D.Title className="text-base font-semibold">{title}</D.Title>
            <D.Close aria-label={closeLabel} className="rounded px-2 text-lg text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary">×</D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
