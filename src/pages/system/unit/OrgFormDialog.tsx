/**
 * Adding an organisation under another, or editing one, in a dialog: the fields of the `organization`
 * declaration through the crud form's state and inputs (useRecordForm, FormSections), so the browser checks
 * exactly what the server checks. The level is chosen among those the parent allows; the parent is fixed
 * (moving is its own action). The server's field messages go under their fields, anything else above them.
 */
import { useEffect, useId, useState } from 'react';
import { writableFields } from '../../../../model/resource/fields.ts';
import { organization } from '../../../../model/resources/organization.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import { useT } from '../../../i18n/locale.ts';
import { FormSections } from '../../../crud/form/FormSections.tsx';
import { useRecordForm } from '../../../crud/form/useRecordForm.ts';
import { conflicted, useSubmit } from '../../../http/useSubmit.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import type { OrgRecord } from './orgApi.ts';
import { kindsUnder } from './orgTreeRows.ts';
import { FormFooter } from '../../../crud/form/FormFooter.tsx';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { system } from '../../../../model/i18n/system.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export type OrgFormTarget = { mode: 'create'; parent: OrgRecord } | { mode: 'update'; record: OrgRecord };

export interface OrgFormDialogProps {
  target: OrgFormTarget;
  onClose(): void;
  onSaved(org: OrgRecord): void;
  /** Someone else saved first: read the record again (the form then starts from it). */
  onReload(): void;
}

const FIXED = new Set(['kind', 'parentId']);

export function OrgFormDialog({ target, onClose, onSaved, onReload }: OrgFormDialogProps) {
  const t = useT(crudViews, system, systemPages);
  const formId = useId();
  const { mode } = target;
  const form = useRecordForm(organization, mode);
  const [conflict, setConflict] = useState('');
  const kinds = target.mode === 'create' ? kindsUnder(target.parent.kind) : [];
  const kindField = organization.fields.find((f) => f.name === 'kind')!;
  const fields = writableFields(organization, mode).filter((f) => !FIXED.has(f.name));
  // Fields with a place for their message: the inputs, and the level's select on Add.
  const shown = new Set([...fields.map((f) => f.name), ...(mode === 'create' ? ['kind'] : [])]);
  const submit = useSubmit({ fields: shown, show: form.showErrors, refused: (e) => conflicted(e, setConflict) });
  const { busy: saving, problem, setProblem } = submit;

  // When the dialog opens (each opening mounts it afresh), and when the record read again after a conflict comes.
  const version = target.mode === 'update' ? target.record.version : 0;
  useEffect(() => {
    setConflict('');
    if (target.mode === 'update') form.reset(target.record);
    else form.reset({ parentId: target.parent.id, kind: kinds[0], sort: 0 });
  }, [version]);

  async function save() {
    setProblem('');
    const checked = form.validateAll();
    if (!checked.ok) {
      setProblem(checked.errors.filter((e) => !shown.has(e.field)).map((e) => e.message).join('；'));
      return;
    }
    if (target.mode === 'update' && Object.keys(checked.values).length === 0) {
      showToast(t('crud.nothingChanged'), 'info');
      onClose();
      return;
    }
    await submit.run(async () => {
      const api = resourceApi<OrgRecord>('organization', formClient());
      const saved = target.mode === 'create' ? await api.create(checked.values) : await api.update(target.record.id, { ...checked.values, version: target.record.version });
      showToast(t('crud.saved'), 'success');
      onSaved(saved);
    });
  }

  async function cancel() {
    if (form.dirty && !(await confirm(t('systemPages.unit.discardConfirm')))) return;
    onClose();
  }

  const title =
    target.mode === 'create'
      ? t('systemPages.unit.addTitle', { parent: target.parent.name })
      : t('systemPages.unit.editTitle', { name: target.record.name });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && void cancel()}
      title={title}
      closeLabel={t('crud.close')}
      className="w-[720px]"
      footer={
        <FormFooter formId={formId} onCancel={() => void cancel()} busy={saving} />
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="flex flex-col gap-4"
      >
        {conflict ? (
          <div role="alert" className="flex items-center gap-3 rounded border border-warning bg-warning/10 px-3 py-2 text-sm">
            <span className="flex-1">{conflict}</span>
            <Button size="sm" onClick={onReload}>{t('crud.reloadLatest')}</Button>
          </div>
        ) : (
          <FormAlert message={problem} />
        )}
        {target.mode === 'create' ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <p className="flex flex-col gap-1 text-sm">
              <span className="text-ink">{t('systemPages.unit.parent')}</span>
              <span className="flex h-8 items-center rounded border border-line bg-canvas px-2.5 text-muted">{target.parent.name}</span>
            </p>
            <Field label={t.label(kindField.label)} required error={form.errors.kind}>
              {(ids) => (
                <Select
                  id={ids.id}
                  aria-describedby={ids.describedBy}
                  invalid={ids.invalid}
                  value={String(form.values.kind ?? '')}
                  onValueChange={(v) => form.setValue('kind', v)}
                  options={kinds.map((k) => ({ value: k, label: t(`org.kind.${k}`) }))}
                />
              )}
            </Field>
          </div>
        ) : null}
        <FormSections
          def={organization}
          fields={fields}
          values={form.values}
          errors={form.errors}
          record={target.mode === 'update' ? target.record : undefined}
          isDisabled={() => saving}
          onChange={(field, value) => form.setValue(field.name, value)}
          onBlur={(field) => form.validateField(field.name)}
        />
      </form>
    </Dialog>
  );
}
