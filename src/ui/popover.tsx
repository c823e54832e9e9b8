/** A popover (Radix Popover) for pickers: trees, multi-selects and small forms that hang off a trigger. */
import * as P from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from './cn.ts';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverAnchor = P.Anchor;

export const PopoverContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof P.Content>>(function PopoverContent(
  { className, align = 'start', sideOffset = 4, ...props },
  ref,
) {
  return (
    <P.Portal>
      <P.Content
        ref={ref}
        align={align}
        sideOffset={sideOffset}
        className={cn('z-50 rounded border border-line bg-surface p-2 text-sm text-ink shadow-lg outline-none', className)}
        {...props}
      />
    </P.Portal>
  );
});
