/**
 * A picker for tree-shaped choices (organisations, dictionaries with parents) and for multiple choices:
 * a trigger button, and in a popover a search box that keeps the focus while the arrow keys move through
 * the tree (Up/Down, Right opens or goes to the first child, Left closes or goes to the parent, Home/End,
 * Enter chooses). One value, or several with `multiple`. The popover with its tree and keys
 * (TreePopover.tsx) downloads when the picker is first opened, hovered or focused: a list's search form
 * shows pickers that most visits never open.
 */
import { useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { cn } from '../../ui/cn.ts';
import { OnDemand } from '../../ui/OnDemand.tsx';
import { onDemand } from '../../ui/whenNeeded.tsx';
import type { TreeOption } from './treeRows.ts';
import { crud } from '../../../model/i18n/crud.ts';

const popover = onDemand(() => import('./TreePopover.tsx').then((m) => m.TreePopover));

export interface TreePickerProps {
  options: readonly TreeOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  multiple?: boolean;
  /** The text of the current choice on the trigger (the caller knows names the tree may lack). */
  display: string;
  placeholder?: string;
  clearable?: boolean;
  loading?: boolean;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** Called when the popover closes: the user left the field. */
  onBlur?(): void;
  /** The search text as the user types (and '' on opening), for options searched on the server. */
  onQuery?(query: string): void;
}

export function TreePicker(props: TreePickerProps) {
  const { value, onChange, display, placeholder, clearable = true, disabled, className } = props;
  const t = useT(crud);
  const [open, setOpen] = useState(false);

  function openWith(next: boolean) {
    if (next) props.onQuery?.('');
    else props.onBlur?.();
    setOpen(next);
  }

  const empty = value.length === 0;
  const trigger = (
    <button
      type="button"
      id={props.id}
      disabled={disabled}
      aria-haspopup="tree"
      aria-expanded={open}
      // Busy while its options load (the organisation tree): a test's settled() waits for them too.
      aria-busy={props.loading || undefined}
      aria-invalid={props.invalid || undefined}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      className={cn(
        'flex h-8 w-full min-w-0 items-center justify-between gap-2 rounded border border-line bg-surface px-2.5 text-left text-sm text-ink',
        'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-danger disabled:bg-canvas disabled:text-muted',
        clearable && !empty && !disabled && 'pr-12',
      )}
    >
      <span className={cn('truncate', empty && 'text-muted')}>{empty ? (placeholder ?? t('crud.pick')) : display}</span>
      <span aria-hidden className="text-muted">▾</span>
    </button>
  );
  return (
    <div className={cn('relative flex w-full', className)}>
      {/* Kind `dialog`: a click opens it, and the trigger announces its tree itself. */}
      <OnDemand part={popover} kind="dialog" trigger={trigger} props={{ ...props, open, onOpenChange: openWith }} />
      {clearable && !empty && !disabled ? (
        <button
          type="button"
          aria-label={t('crud.clear')}
          onClick={() => {
            onChange([]);
            props.onBlur?.();
          }}
          className="absolute top-1/2 right-6 -translate-y-1/2 rounded px-1 text-muted hover:text-ink"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
