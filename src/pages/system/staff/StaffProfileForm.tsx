/**
 * An account's own details (name, organisation, numbers, post...) in the crud form's state and inputs over
 * the `users` declaration: only the changed fields are sent, with the version read; the user name is fixed
 * once made. A new organisation replaces the old one among the account's departments (the server does it).
 */
import { useState } from 'react';
import { formFields } from '../../../crud/form/formValues.ts';
import { FormSections } from '../../../crud/form/FormSections.tsx';
import { useRecordForm } from '../../../crud/form/useRecordForm.ts';
import { conflicted, useSubmit } from '../../../http/useSubmit.ts';
import { useUnsavedChanges } from '../../../crud/useUnsavedChanges.ts';
import { users } from '../../../../model/resources/users.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import { useT } from '../../../i18n/locale.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import type { StaffRecord } from './staffApi.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const FIELDS = formFields(users);

export function StaffProfileForm({ account, onSaved, onReload }: { account: StaffRecord; onSaved(saved: StaffRecord): void; onReload(): void }) {
  const t = useT(crudViews, systemPages);
  const form = useRecordForm(users, 'update');
  const [conflict, setConflict] = useState('');
  const submit = useSubmit({ fields: FIELDS.map((f) => f.name), show: form.showErrors, refused: (e) => conflicted(e, setConflict) });
  const { busy: saving, problem, setProblem } = submit;

  const [reloading, setReloading] = useState(false);
  const [filledFrom, setFilledFrom] = useState<number | null>(null);

  useUnsavedChanges(form.dirty);
  // The record as read, and again when a newer version comes (a save, an action on the account), unless the
  // user is editing; after a conflict, the latest version replaces the edits on purpose. Done while rendering
  // the new version rather than in an effect after it: the form never shows a version it has moved past.
  if (filledFrom !== account.version) {
    setFilledFrom(account.version);
    if (!form.dirty || reloading) {
      setReloading(false);
      form.reset(account);
      setConflict('');
    }
  }

  async function save() {
    setProblem('');
    const checked = form.validateAll();
    if (!checked.ok) return;
    if (Object.keys(checked.values).length === 0) return showToast(t('crud.nothingChanged'), 'info');
    await submit.run(async () => {
      const saved = await resourceApi<StaffRecord>('users', formClient()).update(account.id, { ...checked.values, version: account.version });
      form.settle();
      showToast(t('crud.saved'), 'success');
      onSaved(saved);
    });
  }

  return (
    <form
      noValidate
      aria-label={t('systemPages.staff.profile')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="flex flex-col gap-3"
    >
      {conflict ? (
        <div role="alert" className="flex items-center gap-3 rounded border border-warning bg-warning/10 px-3 py-2 text-sm">
          <span className="flex-1">{conflict}</span>
          <Button
            size="sm"
            onClick={() => {
              setReloading(true);
              onReload();
            }}
          >
            {t('crud.reloadLatest')}
          </Button>
        </div>
      ) : (
        <FormAlert message={problem} />
      )}
      <FormSections
        def={users}
        fields={FIELDS}
        values={form.values}
        errors={form.errors}
        record={account}
        isDisabled={(field) => saving || field.createOnly === true}
        onChange={(field, value) => form.setValue(field.name, value)}
        onBlur={(field) => form.validateField(field.name)}
      />
      <div className="flex justify-end gap-2">
        <Button disabled={!form.dirty || saving} onClick={() => form.reset(account)}>{t('systemPages.staff.undo')}</Button>
        <Button type="submit" variant="primary" disabled={saving}>{saving ? t('crud.saving') : t('crud.save')}</Button>
      </div>
    </form>
  );
}
