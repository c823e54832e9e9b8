/** The dialog of a lifecycle move that needs a reason (useTransitions.tsx), downloaded when first needed. */
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Textarea } from '../../ui/input.tsx';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  reason: string;
  error: string | undefined;
  busy: boolean;
  onReason(reason: string): void;
  onCancel(): void;
  onSubmit(): void;
}

export function ReasonDialog({ open, title, reason, error, busy, onReason, onCancel, onSubmit }: ReasonDialogProps) {
  const t = useT(crudViews);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      closeLabel={t('crud.close')}
      footer={
        <>
          <Button onClick={onCancel}>{t('crud.cancel')}</Button>
          <Button variant="primary" disabled={busy} onClick={onSubmit}>
            {t('crud.ok')}
          </Button>
        </>
      }
    >
      <Field label={t('crud.reason')} required error={error}>
        {({ id, describedBy, invalid }) => (
          <Textarea id={id} aria-describedby={describedBy} aria-invalid={invalid} maxLength={500} value={reason} onChange={(e) => onReason(e.target.value)} />
        )}
      </Field>
    </Dialog>
  );
}
