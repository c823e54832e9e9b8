/** A checkbox (Radix) with the indeterminate state that tree grants and table selection need. */
import * as C from '@radix-ui/react-checkbox';
import { cn } from './cn.ts';

export interface CheckboxProps {
  checked: boolean | 'indeterminate';
  onCheckedChange(checked: boolean): void;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

export function Checkbox({ checked, onCheckedChange, className, ...props }: CheckboxProps) {
  return (
    <C.Root
      checked={checked}
      onCheckedChange={(v) => onCheckedChange(v === true)}
      className={cn(
        'inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-line bg-surface',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <C.Indicator className="text-[10px] leading-none text-primary-foreground">{checked === 'indeterminate' ? '−' : '✓'}</C.Indicator>
    </C.Root>
  );
}
