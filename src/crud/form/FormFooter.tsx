/**
 * A form dialog's footer: 取消, and the button that submits the dialog's form (by its id; the form is in the
 * dialog's body) — 保存 (保存中 while saving) unless the dialog names its action.
 */
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export function FormFooter({ formId, onCancel, busy, submit }: { formId: string; onCancel(): void; busy: boolean; submit?: string }) {
  const t = useT(crudViews);
  return (
    <>
      <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      <Button variant="primary" type="submit" form={formId} disabled={busy}>{submit ?? (busy ? t('crud.saving') : t('crud.save'))}</Button>
    </>
  );
}
