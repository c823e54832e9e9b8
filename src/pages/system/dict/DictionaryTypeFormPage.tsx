/**
 * 新增字典 (/system/dictionaries/add) and 编辑字典 (/system/dictionaries/put?code=…): a dictionary type's code
 * (fixed once made), name, remarks, order and state, with the crud form's state, validation and field
 * messages. Saved, it opens the type's detail page, where its items are kept.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { dictionaryType } from '../../../../model/resources/dictionaryType.ts';
import type { FieldError } from '../../../../model/wire.ts';
import { useSubmit } from '../../../http/useSubmit.ts';
import { useT } from '../../../i18n/locale.ts';
import { navigate } from '../../../router/navigate.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { FormSections } from '../../../crud/form/FormSections.tsx';
import { formFields } from '../../../crud/form/formValues.ts';
import { useRecordForm } from '../../../crud/form/useRecordForm.ts';
import { useRecordLoad } from '../../../crud/form/useRecordLoad.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useUnsavedChanges } from '../../../crud/useUnsavedChanges.ts';
import { dictTypeApi, type DictTypeRecord } from './dictApi.ts';
import { DICT_LIST_PATH, dictDetailPath } from './dictPaths.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const FIELDS = formFields(dictionaryType);

export default function DictionaryTypeFormPage({ query }: PageProps) {
  const t = useT(crudViews, systemPages);
  const can = usePermissions();
  const code = query.code;
  const mode = code ? 'update' : 'create';
  const form = useRecordForm(dictionaryType, mode);
  const load = useMemo(() => (c: string, signal: AbortSignal) => dictTypeApi.get(c, { signal }), []);
  const { state, reload } = useRecordLoad<DictTypeRecord>(code, load, (record) => form.reset(record));
  const submit = useSubmit({
    fields: FIELDS.map((f) => f.name),
    show(errors) {
      form.showErrors(errors);
      focusFirstError(errors);
    },
    toasted: true,
  });
  const saving = submit.busy;
  const [leaving, setLeaving] = useState<string | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const record = state.kind === 'ready' ? state.record : undefined;

  useUnsavedChanges(form.dirty && leaving === null);

  // Leave once the saved values are the baseline, so the unsaved-changes guard has nothing to ask.
  useEffect(() => {
    if (leaving === null || form.dirty) return;
    navigate(dictDetailPath(leaving));
  }, [leaving, form.dirty]);

  function focusFirstError(errors: readonly FieldError[]) {
    const name = FIELDS.find((f) => errors.some((e) => e.field === f.name))?.name;
    root.current?.querySelector(`[data-field="${name}"]`)?.querySelector<HTMLElement>('input, textarea, button')?.focus();
  }

  async function save() {
    if (saving || (mode === 'update' && !record)) return;
    const checked = form.validateAll();
    if (!checked.ok) return focusFirstError(checked.errors);
    if (mode === 'update' && Object.keys(checked.values).length === 0) {
      showToast(t('crud.nothingChanged'), 'info');
      return;
    }
    await submit.run(async () => {
      const saved = mode === 'create' ? await dictTypeApi.create(checked.values) : await dictTypeApi.update(code!, checked.values);
      showToast(t('crud.saved'), 'success');
      notifyChanged(dictionaryType.name);
      form.settle();
      setLeaving(saved.code);
    });
  }

  if (!can(mode === 'create' ? SYS.dict.add : SYS.dict.edit)) return <EmptyState message={t('systemPages.dict.noPermission')} />;
  if (mode === 'update' && state.kind === 'missing') return <EmptyState message={t('crud.recordMissing')} />;
  if (mode === 'update' && state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;

  const title = mode === 'create' ? t('crud.addTitle', { label: t.label(dictionaryType.label) }) : t('crud.editTitle', { label: t.label(dictionaryType.label), title: record?.name ?? '' });
  return (
    <form
      ref={root}
      noValidate
      aria-labelledby="dict-form-title"
      aria-busy={mode === 'update' && state.kind === 'loading'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="flex flex-col gap-4 p-4"
    >
      <h1 id="dict-form-title" className="text-lg font-semibold text-ink">{title}</h1>
      <FormAlert message={submit.problem} />
      {record?.builtin ? <p role="status" className="rounded border border-line bg-canvas px-4 py-2 text-sm text-muted">{t('systemPages.dict.builtinNote')}</p> : null}
      <FormSections
        def={dictionaryType}
        fields={FIELDS}
        values={form.values}
        errors={form.errors}
        record={record}
        isDisabled={(field) => saving || (mode === 'update' && (field.createOnly === true || state.kind !== 'ready'))}
        onChange={(field, value) => form.setValue(field.name, value)}
        onBlur={(field) => form.validateField(field.name)}
      />
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-canvas py-3">
        <Button onClick={() => navigate(code ? dictDetailPath(code) : DICT_LIST_PATH)}>{t('crud.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={saving}>{saving ? t('crud.saving') : t('crud.save')}</Button>
      </div>
    </form>
  );
}
