/** An on/off switch (Radix Switch) for boolean fields and settings. */
import * as S from '@radix-ui/react-switch';
import { cn } from './cn.ts';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  onBlur?(): void;
}

export function Switch({ className, ...props }: SwitchProps) {
  return (
    <S.Root
      className={cn(
        'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent bg-line transition-colors',
        'data-[state=checked]:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <S.Thumb className="block size-4 translate-x-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-[18px]" />
    </S.Root>
  );
}
