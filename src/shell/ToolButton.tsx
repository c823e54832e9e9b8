/** A header tool: an icon button named for screen readers and hover, usable as a Radix trigger. */
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { Icon, type IconName } from './icons.tsx';

export interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  label: string;
  /** Drawn over the icon's corner (the error log's count). */
  badge?: ReactNode;
}

export const ToolButton = forwardRef<HTMLButtonElement, ToolButtonProps>(function ToolButton(
  { icon, label, badge, className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'relative inline-flex size-9 shrink-0 items-center justify-center rounded text-current hover:bg-black/10',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current',
        className,
      )}
      {...props}
    >
      <Icon name={icon} className="size-[18px]" />
      {badge}
    </button>
  );
});
