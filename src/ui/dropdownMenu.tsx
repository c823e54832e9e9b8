/** A menu of actions or toggles (Radix Dropdown Menu): column chooser, saved views, more actions. */
import * as M from '@radix-ui/react-dropdown-menu';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from './cn.ts';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;

export const DropdownMenuContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof M.Content>>(function DropdownMenuContent(
  { className, align = 'end', sideOffset = 4, ...props },
  ref,
) {
  return (
    <M.Portal>
      <M.Content
        ref={ref}
        align={align}
        sideOffset={sideOffset}
        className={cn('z-50 max-h-80 min-w-40 overflow-auto rounded border border-line bg-surface p-1 text-sm text-ink shadow-lg', className)}
        {...props}
      />
    </M.Portal>
  );
});

const ITEM = 'relative flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none select-none data-[disabled]:cursor-default data-[disabled]:text-muted data-[highlighted]:bg-primary/10';

export const DropdownMenuItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof M.Item>>(function DropdownMenuItem({ className, ...props }, ref) {
  return <M.Item ref={ref} className={cn(ITEM, className)} {...props} />;
});

export const DropdownMenuCheckboxItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof M.CheckboxItem>>(function DropdownMenuCheckboxItem(
  { className, children, ...props },
  ref,
) {
  return (
    <M.CheckboxItem ref={ref} className={cn(ITEM, 'pl-7', className)} {...props}>
      <M.ItemIndicator aria-hidden className="absolute left-2 text-primary">✓</M.ItemIndicator>
      {children}
    </M.CheckboxItem>
  );
});

export function DropdownMenuLabel({ className, ...props }: ComponentPropsWithoutRef<typeof M.Label>) {
  return <M.Label className={cn('px-2 py-1 text-xs text-muted', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentPropsWithoutRef<typeof M.Separator>) {
  return <M.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}
