/** A context menu (Radix Context Menu): right click, or the keyboard's menu key / Shift+F10 on the focused target. */
import * as M from '@radix-ui/react-context-menu';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from './cn.ts';

export const ContextMenu = M.Root;
export const ContextMenuTrigger = M.Trigger;

export const ContextMenuContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof M.Content>>(function ContextMenuContent(
  { className, ...props },
  ref,
) {
  return (
    <M.Portal>
      <M.Content
        ref={ref}
        className={cn('z-50 min-w-40 overflow-auto rounded border border-line bg-surface p-1 text-sm text-ink shadow-lg', className)}
        {...props}
      />
    </M.Portal>
  );
});

export const ContextMenuItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof M.Item>>(function ContextMenuItem({ className, ...props }, ref) {
  return (
    <M.Item
      ref={ref}
      className={cn(
        'relative flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none select-none',
        'data-[disabled]:cursor-default data-[disabled]:text-muted data-[highlighted]:bg-primary/10',
        className,
      )}
      {...props}
    />
  );
});

export function ContextMenuSeparator({ className, ...props }: ComponentPropsWithoutRef<typeof M.Separator>) {
  return <M.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}
