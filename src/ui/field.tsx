/** A labelled form field: label, control, help and the validation message under it (announced to readers). */
import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

export interface FieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  help?: string | undefined;
  className?: string;
  /** Renders the control with the ids it must carry. */
  children(ids: { id: string; describedBy: string | undefined; invalid: boolean }): ReactNode;
}

export function Field({ label, required, error, help, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm text-ink">
        {required ? <span aria-hidden className="mr-0.5 text-danger">*</span> : null}
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {help ? <p id={helpId} className="text-xs text-muted">{help}</p> : null}
      {error ? <p id={errorId} role="alert" className="text-xs text-danger">{error}</p> : null}
    </div>
  );
}
