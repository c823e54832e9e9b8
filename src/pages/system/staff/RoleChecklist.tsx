/**
 * The roles an account holds, as checkboxes over the roles the server lets this user assign
 * (`GET role/assignable`: within their scope and ceiling). A role the account holds that the user may not
 * assign is shown checked and fixed, so that nobody takes away what they could not give.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { assignableRoles, type AssignableRole, type StaffRole } from './staffApi.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export interface RoleChecklistProps {
  value: readonly string[];
  onChange(value: string[]): void;
  /** The roles the account holds now (edit), some maybe beyond the user. */
  held?: readonly StaffRole[];
  disabled?: boolean;
  /** The id of the heading that names the group. */
  labelledBy: string;
}

export function RoleChecklist({ value, onChange, held = [], disabled, labelledBy }: RoleChecklistProps) {
  const t = useT(crud, systemPages);
  const [roles, setRoles] = useState<AssignableRole[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    assignableRoles(controller.signal).then(setRoles, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [attempt]);

  if (failed) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('systemPages.staff.rolesFailed')}
        <Button size="sm" variant="link" onClick={() => setAttempt((n) => n + 1)}>{t('crud.retry')}</Button>
      </p>
    );
  }
  if (!roles) return <p aria-busy className="text-sm text-muted">{t('crud.loading')}</p>;
  const offered = new Set(roles.map((r) => r.id));
  const fixed = held.filter((r) => !offered.has(r.id));
  const chosen = new Set(value);
  const flip = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <div role="group" aria-labelledby={labelledBy} className="grid grid-cols-1 gap-1 sm:grid-cols-2 xl:grid-cols-3">
      {roles.length === 0 && fixed.length === 0 ? <p className="text-sm text-muted">{t('systemPages.staff.noAssignableRoles')}</p> : null}
      {roles.map((role) => (
        <label key={role.id} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-primary" disabled={disabled} checked={chosen.has(role.id)} onChange={(e) => flip(role.id, e.target.checked)} />
          {role.name}
        </label>
      ))}
      {fixed.map((role) => (
        <label key={role.id} className="flex min-h-9 items-center gap-2 text-sm text-muted">
          <input type="checkbox" className="size-4" disabled checked />
          {t('systemPages.staff.roleBeyond', { name: role.name })}
        </label>
      ))}
    </div>
  );
}
