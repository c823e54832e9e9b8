/** Buttons: one component, variants declared once. */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90 border border-primary',
  default: 'bg-surface text-ink border border-line hover:border-primary hover:text-primary',
  danger: 'bg-danger text-white border border-danger hover:opacity-90',
  ghost: 'bg-transparent text-ink border border-transparent hover:bg-canvas',
  link: 'bg-transparent text-primary border border-transparent hover:underline px-1',
} as const;

const SIZES = { sm: 'h-7 px-2.5 text-xs', md: 'h-8 px-4 text-sm', lg: 'h-10 px-5 text-base' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-1.5 rounded whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
});
