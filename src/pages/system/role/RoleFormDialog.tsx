/**
 * Adds or edits a role in a dialog over the list or the detail page: code (fixed once made), name,
 * description, order, enabled, and the data scope; a custom scope names its organisations in the org tree
 * picker. The crud form's state and validation (the declaration's rules, as the server runs them) hold
 * the declared fields; the custom organisations are sent when they or the scope changed.
 */
import { useEffect, useId, useState } from 'react';
import { role as roleDef } from '../../../../model/resources/role.ts';
import { useSubmit } from '../../../http/useSubmit.ts';
import { useT } from '../../../i18n/locale.ts';
import { confirm } from '../../../ui/confirm.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { FormSections } from '../../../crud/form/FormSections.tsx';
import { formFields, sameValue } from '../../../crud/form/formValues.ts';
import { useRecordForm } from '../../../crud/form/useRecordForm.ts';
import { OrgPicker } from '../../../crud/org/OrgPicker.tsx';
import { dataScopeOptions } from './dataScope.ts';
import { roleApi, type RoleRecord } from './roleApi.ts';
import { FormFooter } from '../../../crud/form/FormFooter.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { system } from '../../../../model/i18n/system.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

/** The declared fields shown by FormSections; the data scope has its own select. */
const FIELDS = formFields(roleDef).filter((f) => f.name !== 'dataScope');

export interface RoleFormDialogProps {
  open: boolean;
  /** The role edited; none to add one. */
  role: RoleRecord | null;
  onClose(): void;
  onSaved(role: RoleRecord): void;
}

const sorted = (ids: readonly string[]) => [...ids].sort();

export function RoleFormDialog({ open, role, onClose, onSaved }: RoleFormDialogProps) {
  const t = useT(crudViews, system, systemPages);
  const formId = useId();
  const mode = role ? 'update' : 'create';
  const form = useRecordForm(roleDef, mode);
  const [orgIds, setOrgIds] = useState<string[]>([]);
  const [orgError, setOrgError] = useState<string | undefined>();
  const submit = useSubmit({
    fields: [...formFields(roleDef).map((f) => f.name), 'orgIds'],
    show(errors) {
      form.showErrors(errors);
      setOrgError(errors.find((e) => e.field === 'orgIds')?.message);
    },
    toasted: true,
  });
  const saving = submit.busy;
  const { reset } = form;

  // Each opening starts from the role as it is (or the defaults).
  useEffect(() => {
    if (!open) return;
    reset(role ?? undefined);
    setOrgIds(role?.customOrgs ?? []);
    setOrgError(undefined);
    // `reset` changes identity on every render; the opening and the role are what matter.
  }, [open, role]);

  const scope = String(form.values.dataScope ?? '');
  const custom = scope === 'custom';
  const orgsChanged = !sameValue(sorted(orgIds), sorted(role?.customOrgs ?? []));
  const dirty = form.dirty || (custom && orgsChanged);

  async function close() {
    if (dirty && !(await confirm(t('systemPages.role.discardConfirm')))) return;
    onClose();
  }

  async function save() {
    const checked = form.validateAll();
    const noOrgs = custom && orgIds.length === 0 ? t('role.customOrgsRequired') : undefined;
    setOrgError(noOrgs);
    if (!checked.ok || noOrgs) return;
    const body: Record<string, unknown> = { ...checked.values };
    if (custom && (mode === 'create' || orgsChanged || 'dataScope' in body)) body.orgIds = orgIds;
    if (role && Object.keys(body).length === 0) {
      showToast(t('crud.nothingChanged'), 'info');
      return;
    }
    await submit.run(async () => {
      const saved = role ? await roleApi.update(role.id, { ...body, version: role.version }) : await roleApi.create(body);
      showToast(t('crud.saved'), 'success');
      notifyChanged(roleDef.name);
      onSaved(saved);
    });
  }

  const builtinScope = role?.builtin === true;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && void close()}
      closeLabel={t('crud.close')}
      title={role ? t('systemPages.role.editTitle', { name: role.name }) : t('systemPages.role.addTitle')}
      className="w-[720px]"
      footer={
        <FormFooter formId={formId} onCancel={() => void close()} busy={saving} />
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={role ? t('systemPages.role.editTitle', { name: role.name }) : t('systemPages.role.addTitle')}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="flex flex-col gap-4"
      >
        <FormAlert message={submit.problem} />
        <FormSections
          def={roleDef}
          fields={FIELDS}
          values={form.values}
          errors={form.errors}
          record={role ?? undefined}
          isDisabled={(field) => saving || (mode === 'update' && field.createOnly === true)}
          onChange={(field, value) => form.setValue(field.name, value)}
          onBlur={(field) => form.validateField(field.name)}
        />
        <div className="grid grid-cols-1 gap-4 rounded border border-line bg-surface p-4">
          <Field label={t.label(roleDef.fields.find((f) => f.name === 'dataScope')!.label)} required error={form.errors.dataScope} help={builtinScope ? t('systemPages.role.builtinScope') : t('systemPages.role.scopeHelp')}>
            {(ids) => (
              <Select
                id={ids.id}
                aria-describedby={ids.describedBy}
                invalid={ids.invalid}
                disabled={saving || builtinScope}
                value={scope}
                options={dataScopeOptions(t)}
                onValueChange={(v) => {
                  form.setValue('dataScope', v);
                  if (v !== 'custom') setOrgError(undefined);
                }}
              />
            )}
          </Field>
          {custom ? (
            <Field label={t('systemPages.role.customOrgs')} required error={orgError} help={t('systemPages.role.customOrgsHelp')}>
              {(ids) => (
                <OrgPicker
                  id={ids.id}
                  multiple
                  invalid={ids.invalid}
                  disabled={saving || builtinScope}
                  value={orgIds}
                  onChange={(v) => {
                    setOrgIds(v);
                    if (v.length) setOrgError(undefined);
                  }}
                  {...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {})}
                />
              )}
            </Field>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
