/**
 * A single-choice select: dictionary items, page sizes, ... It is the browser's own <select>: announced
 * and driven by the keyboard as every screen reader and user knows it, sized by the page's text (older
 * staff enlarge it), with the platform's option list, and no code to download (a scripted listbox with its
 * positioning would come with every list page). Options are plain text.
 */
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
  'aria-busy'?: boolean;
}

export function Select({ value, onValueChange, options, placeholder, id, disabled, invalid, className, ...aria }: SelectProps) {
  const current = value ?? '';
  const chosen = options.some((o) => o.value === current);
  return (
    <select
      id={id}
      value={chosen ? current : ''}
      onChange={(e) => onValueChange(e.target.value)}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      {...aria}
      className={cn(
        'h-8 cursor-pointer rounded border border-line bg-surface py-0 pl-2 text-sm',
        // Full width unless the caller sets one: with both in the class list, the stylesheet's order would
        // pick, and the page size's w-28 lost to it.
        !/(^|\s)w-/.test(className ?? '') && 'w-full',
        'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-danger',
        'disabled:cursor-default disabled:bg-canvas disabled:text-muted',
        chosen ? 'text-ink' : 'text-muted',
        className,
      )}
    >
      {/* No choice yet: the placeholder is shown, but cannot be chosen back (as the options cannot be emptied). */}
      {chosen ? null : (
        <option value="" disabled hidden>
          {placeholder ?? ''}
        </option>
      )}
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled} className="text-ink">
          {o.label}
        </option>
      ))}
    </select>
  );
}
