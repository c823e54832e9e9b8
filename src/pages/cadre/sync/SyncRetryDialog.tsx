/**
 * 修正后重试: a failed feed row in the inputs of its columns, as received, to be corrected and applied
 * again (POST cadreSyncError/{id}/retry). Only the values changed here are sent: the server applies them
 * over the row it kept, so the ID number, which the row shows masked, stays as received unless retyped. The
 * server checks the row as a sync would; what is still wrong is shown here and the row stays pending. An
 * emptied value is left out of the row.
 */
import { useEffect, useState } from 'react';
import { SYNC_FIELDS, SYNC_REQUIRED } from '../../../../model/resources/cadreSyncFeed.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { FieldInput } from '../../../crud/form/FieldInput.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { useSubmit } from '../../../http/useSubmit.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { retrySyncError } from './syncApi.ts';
import { feedField } from './syncLabels.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';

const REQUIRED = new Set<string>(SYNC_REQUIRED);

/** The row as received (the failure keeps it as JSON text). */
function received(failure: WireRecord | null): Record<string, string> {
  if (!failure) return {};
  try {
    const payload = JSON.parse(String(failure.payload ?? '{}')) as Record<string, unknown>;
    return Object.fromEntries(SYNC_FIELDS.filter((f) => payload[f] !== undefined && payload[f] !== null).map((f) => [f, String(payload[f])]));
  } catch {
    return {};
  }
}

export function SyncRetryDialog({ failure, onClose }: { failure: WireRecord | null; onClose(): void }) {
  const t = useT(cadrePages, crudViews);
  const [values, setValues] = useState<Record<string, string>>({});
  // The dialog's inputs show no messages of their own: the server's refusal, whole, goes above them.
  const { busy, problem, setProblem, run } = useSubmit({ fields: [], show: () => {} });

  useEffect(() => {
    setValues(received(failure));
    setProblem('');
  }, [failure]);

  async function retry() {
    if (!failure) return;
    await run(async () => {
      const before = received(failure);
      const changed = SYNC_FIELDS.filter((f) => (values[f] ?? '').trim() !== (before[f] ?? '').trim());
      await retrySyncError(failure.id, Object.fromEntries(changed.map((f) => [f, (values[f] ?? '').trim()])));
      showToast(t('cadrePages.sync.retried', { name: values.realName ?? '' }), 'success');
      notifyChanged('cadreSyncError');
      notifyChanged('cadre');
      onClose();
    });
  }

  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('cadrePages.sync.retryTitle', { name: String(failure?.realName ?? '') })}
      description={failure ? t('cadrePages.sync.retryProblem', { problem: String(failure.errorMessage ?? '') }) : undefined}
      closeLabel={t('crud.close')}
      className="w-[780px]"
      footer={
        <>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button variant="primary" disabled={busy} onClick={() => void retry()}>{busy ? t('cadrePages.sync.retrying') : t('cadrePages.sync.retry')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <FormAlert message={problem} />
        <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">
          {SYNC_FIELDS.map((name) => {
            const field = feedField(name);
            if (!field) return null;
            return (
              <Field key={name} label={t.label(field.label)} required={REQUIRED.has(name)}>
                {(ids) => (
                  <FieldInput
                    field={field}
                    value={values[name] ?? ''}
                    onChange={(v) => setValues((all) => ({ ...all, [name]: v === null || v === undefined ? '' : String(v) }))}
                    onBlur={() => {}}
                    ids={ids}
                    disabled={busy}
                    record={undefined}
                  />
                )}
              </Field>
            );
          })}
        </div>
      </div>
    </Dialog>
  );
}
