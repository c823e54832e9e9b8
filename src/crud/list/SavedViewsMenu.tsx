/** The saved views' menu and their dialog (SavedViews.tsx), downloaded when the menu is first needed. */
import { useId, useState } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { confirm } from '../../ui/confirm.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/dropdownMenu.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { showToast } from '../../ui/toastStore.ts';
import type { TriggerProp } from '../../ui/OnDemand.tsx';
import { deleteView, saveView, type SavedView } from '../../http/api/savedViews.ts';
import { parseViewState, type ViewState } from './viewState.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export interface SavedViewsMenuProps extends TriggerProp {
  def: ResourceDef;
  current: ViewState;
  onApply(state: ViewState): void;
  views: readonly SavedView[];
  /** Reads the views again (after a save or a delete). */
  reload(): Promise<void>;
}

export function SavedViewsMenu({ def, current, onApply, views, reload, trigger }: SavedViewsMenuProps) {
  const t = useT(crud, crudViews);
  const nameId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'user' | 'org'>('user');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!name.trim()) {
      setError(t('crud.viewNameRequired'));
      return;
    }
    setBusy(true);
    try {
      const { filters, columns, sort, size } = current;
      await saveView({ name: name.trim(), resource: def.name, scope, state: { filters: { ...filters }, columns: [...columns], size, ...(sort ? { sort } : {}) } });
      showToast(t('crud.viewSaved', { name: name.trim() }), 'success');
      setEditing(false);
      await reload();
    } catch {
      // Shown by the request layer (a duplicate name, say); the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  }

  async function remove(view: SavedView) {
    if (!(await confirm(t('crud.viewDeleteConfirm', { name: view.name })))) return;
    try {
      await deleteView(view.id);
      await reload();
    } catch {
      // Shown by the request layer (someone else's view, say).
    }
  }

  function apply(view: SavedView) {
    const state = parseViewState(def, view.state);
    if (state) onApply(state);
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent>
          {views.length === 0 ? <DropdownMenuLabel>{t('crud.noViews')}</DropdownMenuLabel> : null}
          {views.map((v) => (
            <DropdownMenuItem key={v.id} onSelect={() => apply(v)}>
              <span className="flex-1 truncate">{v.name}</span>
              <span className="text-xs text-muted">{v.scope === 'org' ? t('crud.viewShared') : t('crud.viewMine')}</span>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              setName('');
              setScope('user');
              setError(undefined);
              setEditing(true);
            }}
          >
            {t('crud.viewManage')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog
        open={editing}
        onOpenChange={setEditing}
        title={t('crud.viewManage')}
        closeLabel={t('crud.close')}
        footer={
          <>
            <Button onClick={() => setEditing(false)}>{t('crud.close')}</Button>
            <Button variant="primary" disabled={busy} onClick={() => void save()}>{t('crud.viewSave')}</Button>
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Field label={t('crud.viewName')} required error={error}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <fieldset className="flex gap-4 text-sm">
            <legend className="mb-1 text-ink">{t('crud.viewScope')}</legend>
            {(['user', 'org'] as const).map((s) => (
              <label key={s} className="flex items-center gap-1.5">
                <input type="radio" name={`${nameId}-scope`} className="accent-primary" checked={scope === s} onChange={() => setScope(s)} />
                {s === 'org' ? t('crud.viewShareOrg') : t('crud.viewOnlyMe')}
              </label>
            ))}
          </fieldset>
          {views.length ? (
            <ul aria-label={t('crud.views')} className="flex flex-col divide-y divide-line rounded border border-line text-sm">
              {views.map((v) => (
                <li key={v.id} className="flex items-center gap-2 px-3 py-1.5">
                  <span className="flex-1 truncate">{v.name}</span>
                  <span className="text-xs text-muted">{v.scope === 'org' ? t('crud.viewShared') : t('crud.viewMine')}</span>
                  <Button size="sm" variant="link" aria-label={t('crud.viewDelete', { name: v.name })} onClick={() => void remove(v)}>
                    {t('crud.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
