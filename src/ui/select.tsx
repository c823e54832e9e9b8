/** A single-choice select (Radix Select): dictionary items, page sizes, ... */
import * as S from '@radix-ui/react-select';
import { cn } from './cn.ts';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  value: string | null | undefined;
  onValueChange(value: string): void;
  options: readonly Option[];
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

export function Select({ value, onValueChange, options, placeholder, id, disabled, invalid, className, ...aria }: SelectProps) {
  return (
    <S.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled}>
      <S.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        {...aria}
        className={cn(
          'inline-flex h-8 w-full items-center justify-between gap-2 rounded border border-line bg-surface px-2.5 text-left text-sm text-ink',
          'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 data-[placeholder]:text-muted aria-[invalid=true]:border-danger',
          'disabled:bg-canvas disabled:text-muted',
          className,
        )}
      >
        <S.Value placeholder={placeholder} />
        <S.Icon aria-hidden className="text-muted">▾</S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content position="popper" sideOffset={4} className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded border border-line bg-surface shadow-lg">
          <S.Viewport className="p-1">
            {options.map((o) => (
              <S.Item
                key={o.value}
                value={o.value}
                disabled={o.disabled}
                className="relative cursor-pointer rounded px-2 py-1.5 text-sm text-ink outline-none select-none data-[disabled]:text-muted data-[highlighted]:bg-primary/10 data-[state=checked]:text-primary"
              >
                <S.ItemText>{o.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
