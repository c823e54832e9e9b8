/**
 * One role's grants, editable: the role-authorisation tree over the whole menu (entries the user may not
 * grant are disabled), saved as a whole with `PUT RoleRule`. The server refuses a grant beyond the user's
 * own (or outside a 三权分立 duty); its message stays on the page above the tree until the next change.
 */
import { useEffect, useState } from 'react';
import type { RuleEntry } from '../../../../model/menu/types.ts';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { RequestError } from '../../../http/errors.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { notifyChanged } from '../../../crud/changes.ts';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useUnsavedChanges } from '../../../crud/useUnsavedChanges.ts';
import { roleGrants, saveRoleGrants, type RoleRecord } from './roleApi.ts';
import { RoleGrantTree } from '../RoleGrantTree.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { system } from '../../../../model/i18n/system.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

/** The super administrator's grants follow the catalogue; the server refuses to change them. */
const SUPER_ADMIN_ROLE = 'role-admin';

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));

export interface RoleGrantEditorProps {
  role: RoleRecord;
  entries: readonly RuleEntry[];
  /** Reports unsaved changes, so the page asks before another role is chosen. */
  onDirty(dirty: boolean): void;
}

export function RoleGrantEditor({ role, entries, onDirty }: RoleGrantEditorProps) {
  const t = useT(crud, crudViews, system, systemPages);
  const can = usePermissions();
  const [saved, setSaved] = useState<ReadonlySet<string> | null>(null);
  const [value, setValue] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setSaved(null);
    setFailure(null);
    setRefusal(null);
    roleGrants(role.id, controller.signal).then(
      (ids) => {
        setSaved(new Set(ids));
        setValue(new Set(ids));
      },
      (e: unknown) => !controller.signal.aborted && setFailure(e instanceof RequestError ? e.userMessage : String(e)),
    );
    return () => controller.abort();
  }, [role.id, attempt]);

  const dirty = saved !== null && !sameSet(saved, value);
  useUnsavedChanges(dirty);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const locked = role.id === SUPER_ADMIN_ROLE;
  const editable = can(SYS.grant.grant) && !locked;

  async function save() {
    if (saving) return;
    setSaving(true);
    setRefusal(null);
    try {
      const result = await saveRoleGrants(role.id, [...value].sort());
      const next = new Set(result.menuIds);
      setSaved(next);
      setValue(new Set(next));
      notifyChanged('role');
      showToast(t('systemPages.grant.saved', { name: role.name }), 'success');
    } catch (e) {
      // The request layer has shown it too; it stays here, beside what was refused.
      if (e instanceof RequestError) setRefusal(e.userMessage);
      else throw e;
    } finally {
      setSaving(false);
    }
  }

  if (failure) return <ErrorState message={failure} onRetry={() => setAttempt((n) => n + 1)} />;
  if (saved === null) return <p aria-busy className="p-6 text-center text-sm text-muted">{t('crud.loading')}</p>;
  return (
    <section aria-labelledby="grant-editor-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="grant-editor-title" className="text-base font-semibold text-ink">{t('systemPages.grant.title', { name: role.name })}</h2>
        <span className="text-sm text-muted" aria-live="polite">{t('systemPages.grant.count', { count: value.size })}</span>
        <span className="flex-1" />
        {editable ? (
          <>
            <Button disabled={!dirty || saving} onClick={() => { setValue(new Set(saved)); setRefusal(null); }}>{t('systemPages.grant.undo')}</Button>
            <Button variant="primary" disabled={!dirty || saving} onClick={() => void save()}>{saving ? t('crud.saving') : t('systemPages.grant.save')}</Button>
          </>
        ) : null}
      </div>
      {locked ? <p role="status" className="rounded border border-line bg-canvas px-4 py-2 text-sm text-muted">{t('role.superAdminLocked')}</p> : null}
      {!locked && !can(SYS.grant.grant) ? <p role="status" className="rounded border border-line bg-canvas px-4 py-2 text-sm text-muted">{t('systemPages.grant.readOnly')}</p> : null}
      {editable ? <p className="text-xs text-muted">{t('systemPages.grant.help')}</p> : null}
      {refusal ? <p role="alert" className="rounded border border-danger bg-danger/10 px-4 py-2 text-sm text-danger">{refusal}</p> : null}
      <div className="max-h-[65vh] overflow-auto rounded border border-line bg-surface p-3">
        <RoleGrantTree
          entries={entries}
          value={value}
          readOnly={!editable || saving}
          onChange={(next) => {
            setValue(next);
            setRefusal(null);
          }}
        />
      </div>
    </section>
  );
}
