/**
 * The add and edit page of a declared resource (routes `.../Add` and `.../Edit/{id}`): sections and
 * inputs from the declaration, messages under fields as the user leaves them, the server's messages
 * mapped to their fields, the version read sent back (a 409 says someone else saved first, with a way to
 * reload), a warning before unsaved changes are left, Ctrl+S to save, and "save and add another" on Add.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldDef } from '../../../model/resource/types.ts';
import type { FieldError } from '../../../model/wire.ts';
import { resourceApi } from '../../http/api/resource.ts';
import { useSubmit } from '../../http/useSubmit.ts';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import { safeReturn } from '../../session/returnAddress.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { notifyChanged } from '../changes.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { isEditable } from '../lifecycle/isEditable.ts';
import { useMe } from '../usePermissions.ts';
import { StatusBadge } from '../lifecycle/StatusBadge.tsx';
import type { CrudPageProps } from '../pageProps.ts';
import type { WireRecord } from '../recordApi.ts';
import { useUnsavedChanges } from '../useUnsavedChanges.ts';
import { FormSections } from './FormSections.tsx';
import { formFields, presetValues } from './formValues.ts';
import { idCardFacts, idCardTargets } from './idCardFill.ts';
import { useRecordForm } from './useRecordForm.ts';
import { useRecordLoad } from './useRecordLoad.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export default function FormPage({ resource: def, basePath, params, query }: CrudPageProps) {
  const t = useT(crudViews);
  const id = params.id;
  const mode = id ? 'update' : 'create';
  const form = useRecordForm(def, mode, mode === 'create' ? presetValues(def, query) : undefined);
  const api = useMemo(() => resourceApi<WireRecord>(def.name), [def.name]);
  const loadRecord = useMemo(() => (rid: string, signal: AbortSignal) => api.get(rid, { signal }), [api]);
  const { state, reload } = useRecordLoad(id, loadRecord, (record) => form.reset(record));
  const record = state.kind === 'ready' ? state.record : undefined;
  const [conflict, setConflict] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [focusFirst, setFocusFirst] = useState(0);
  const root = useRef<HTMLFormElement>(null);
  const fields = formFields(def);
  const submit = useSubmit({
    fields: fields.map((f) => f.name),
    show(errors) {
      form.showErrors(errors);
      setFocusFirst((n) => n + 1);
    },
    toasted: true,
    refused(e) {
      // A conflict offers to reload, and its field messages (if any) still show.
      if (e.status === 409) setConflict(e.userMessage);
      return false;
    },
  });
  const saving = submit.busy;
  const me = useMe();
  const locked = mode === 'update' && record !== undefined && !isEditable(def, record, me);
  const lifecycleState = def.lifecycle && record ? record[def.lifecycle.field] : undefined;
  // Opened from another page with `back` (the archive's Add and Edit links): saving or cancelling returns
  // there. Only an address of this app (the query is anyone's to write).
  const leaveTo = query?.back ? safeReturn(query.back) : basePath;

  useUnsavedChanges(form.dirty && !leaving);

  // Leave once the saved values are the baseline, so that the unsaved-changes guard has nothing to ask;
  // a kept-alive tab then starts afresh (an empty Add form, the record as saved) when it is opened again.
  useEffect(() => {
    if (!leaving || form.dirty) return;
    navigate(leaveTo);
    setLeaving(false);
    if (mode === 'create') form.reset();
    else reload();
  }, [leaving, form, mode, leaveTo, reload]);

  // After a refused save, the first field with a message gets the focus.
  useEffect(() => {
    if (!focusFirst) return;
    const name = fields.find((f) => form.errors[f.name])?.name;
    const box = name ? root.current?.querySelector(`[data-field="${name}"]`) : null;
    box?.querySelector<HTMLElement>('input:not([type=file]), textarea, button, [contenteditable="true"]')?.focus();
    // Only a new refusal moves the focus, not every later message: focusFirst alone triggers it.
  }, [focusFirst]);

  function change(field: FieldDef, value: unknown) {
    form.setValue(field.name, value);
    if (field.type !== 'idCard') return;
    const facts = idCardFacts(value);
    const targets = idCardTargets(def);
    if (!facts) return;
    const fill: Record<string, unknown> = {};
    if (targets.birth && targets.birth.form !== false) fill[targets.birth.name] = facts.birthDate;
    if (targets.sex && targets.sex.form !== false) fill[targets.sex.name] = facts.sex;
    if (Object.keys(fill).length) form.setMany(fill);
  }

  // An edit's fields wait for the record: what was typed before it arrived would be overwritten by it.
  const isDisabled = (field: FieldDef) => saving || locked || (mode === 'update' && (state.kind !== 'ready' || field.createOnly === true));

  /** The browser's own checks refused: as the server's refusal shows (useSubmit). */
  function refused(errors: readonly FieldError[]) {
    const known = new Set(fields.map((f) => f.name));
    submit.setProblem(errors.filter((e) => !known.has(e.field)).map((e) => e.message).join('；'));
    setFocusFirst((n) => n + 1);
  }

  async function save(another: boolean) {
    if (saving || locked || (mode === 'update' && state.kind !== 'ready')) return;
    submit.setProblem('');
    const checked = form.validateAll();
    if (!checked.ok) return refused(checked.errors);
    if (mode === 'update' && Object.keys(checked.values).length === 0) {
      showToast(t('crud.nothingChanged'), 'info');
      return;
    }
    await submit.run(async () => {
      if (mode === 'create') await api.create(checked.values);
      else await api.update(id!, { ...checked.values, version: record!.version });
      showToast(t('crud.saved'), 'success');
      notifyChanged(def.name);
      if (another) form.reset();
      else {
        form.settle();
        setLeaving(true);
      }
    });
  }

  async function reloadLatest() {
    if (form.dirty && !(await confirm(t('crud.reloadDiscards')))) return;
    setConflict(null);
    reload();
  }

  // Ctrl+S (⌘S) saves. React's Activity removes the listener while the tab is hidden.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (mode === 'update' && state.kind === 'missing') return <EmptyState message={t('crud.recordMissing')} />;
  if (mode === 'update' && state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;

  const title = mode === 'create' ? t('crud.addTitle', { label: t.label(def.label) }) : t('crud.editTitle', { label: t.label(def.label), title: String(record?.[def.titleField] ?? '') });
  return (
    <form
      ref={root}
      noValidate
      aria-labelledby={`${def.name}-form-title`}
      aria-busy={state.kind === 'loading' && mode === 'update'}
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
      className="flex flex-col gap-4 p-4"
    >
      <div className="flex items-center gap-3">
        <h1 id={`${def.name}-form-title`} className="text-lg font-semibold text-ink">{title}</h1>
        {lifecycleState !== undefined ? <StatusBadge def={def} state={lifecycleState} /> : null}
      </div>
      {conflict ? (
        <div role="alert" className="flex items-center gap-3 rounded border border-warning bg-warning/10 px-4 py-2 text-sm">
          <span className="flex-1">{conflict}</span>
          <Button size="sm" onClick={() => void reloadLatest()}>{t('crud.reloadLatest')}</Button>
        </div>
      ) : null}
      {locked ? <p role="status" className="rounded border border-line bg-canvas px-4 py-2 text-sm text-muted">{t('crud.notEditable')}</p> : null}
      <FormAlert message={submit.problem} />
      <FormSections
        def={def}
        fields={fields}
        values={form.values}
        errors={form.errors}
        record={record}
        isDisabled={isDisabled}
        onChange={change}
        onBlur={(field) => form.validateField(field.name)}
      />
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-canvas py-3">
        <Button onClick={() => navigate(leaveTo)}>{t('crud.cancel')}</Button>
        {mode === 'create' ? (
          <Button disabled={saving} onClick={() => void save(true)}>{t('crud.saveAndAdd')}</Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={saving || locked} aria-keyshortcuts="Control+S">
          {saving ? t('crud.saving') : t('crud.save')}
        </Button>
      </div>
    </form>
  );
}
