/**
 * Adds an item to a dictionary or edits one, in a dialog over the dictionary's detail page: code (fixed
 * once made), label, parent item, order, enabled and commonly used, with the crud form's state and
 * validation.
 */
import { useEffect, useId } from 'react';
import { dictionaryItem } from '../../../../model/resources/dictionaryType.ts';
import { useSubmit } from '../../../http/useSubmit.ts';
import { useT } from '../../../i18n/locale.ts';
import { confirm } from '../../../ui/confirm.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { FormSections } from '../../../crud/form/FormSections.tsx';
import { formFields } from '../../../crud/form/formValues.ts';
import { useRecordForm } from '../../../crud/form/useRecordForm.ts';
import { dictItemApi, type DictItemRecord } from './dictApi.ts';
import { FormFooter } from '../../../crud/form/FormFooter.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

/** The dictionary is the page's: its field is set, not shown. */
const FIELDS = formFields(dictionaryItem).filter((f) => f.name !== 'typeCode');
const DEFAULTS = Object.fromEntries(dictionaryItem.fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]));

export interface DictItemDialogProps {
  /** The dictionary's code and name; the item edited, or null to add one; undefined when closed. */
  typeCode: string;
  typeName: string;
  item: DictItemRecord | null | undefined;
  onClose(): void;
  onSaved(): void;
}

export function DictItemDialog({ typeCode, typeName, item, onClose, onSaved }: DictItemDialogProps) {
  const t = useT(crudViews, systemPages);
  const formId = useId();
  const open = item !== undefined;
  const mode = item ? 'update' : 'create';
  const form = useRecordForm(dictionaryItem, mode);
  const submit = useSubmit({ fields: FIELDS.map((f) => f.name), show: form.showErrors, toasted: true });
  const saving = submit.busy;
  const { reset } = form;

  useEffect(() => {
    if (open) reset(item ?? { ...DEFAULTS, typeCode });
    // `reset` changes identity on every render; the opening and the item are what matter.
  }, [open, item, typeCode]);

  async function close() {
    if (form.dirty && !(await confirm(t('systemPages.dict.discardConfirm')))) return;
    onClose();
  }

  async function save() {
    const checked = form.validateAll();
    if (!checked.ok) return;
    if (item && Object.keys(checked.values).length === 0) {
      showToast(t('crud.nothingChanged'), 'info');
      return;
    }
    await submit.run(async () => {
      if (item) await dictItemApi.update(item.id, checked.values);
      else await dictItemApi.create(checked.values);
      showToast(t('crud.saved'), 'success');
      onSaved();
    });
  }

  const title = item ? t('systemPages.dict.editItemTitle', { name: typeName, label: item.label }) : t('systemPages.dict.addItemTitle', { name: typeName });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && void close()}
      closeLabel={t('crud.close')}
      title={title}
      className="w-[720px]"
      footer={
        <FormFooter formId={formId} onCancel={() => void close()} busy={saving} />
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
      >
        <FormAlert message={submit.problem} />
        <FormSections
          def={dictionaryItem}
          fields={FIELDS}
          values={form.values}
          errors={form.errors}
          record={item ?? undefined}
          isDisabled={(field) => saving || (mode === 'update' && field.createOnly === true)}
          onChange={(field, value) => form.setValue(field.name, value)}
          onBlur={(field) => form.validateField(field.name)}
        />
      </form>
    </Dialog>
  );
}
