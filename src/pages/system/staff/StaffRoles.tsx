/**
 * An account's roles: the names, and for a user who may assign roles the checklist of those the server lets
 * them assign, saved as the whole set (`PUT users/{id}/roles`). The server's refusals (三权分立, the last
 * super administrator, a role beyond the user) stay shown in its words.
 */
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { failureMessage } from '../../../http/requestFailure.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { RoleChecklist } from './RoleChecklist.tsx';
import { setStaffRoles, type StaffRecord } from './staffApi.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const ids = (account: StaffRecord) => account.roles.map((r) => r.id);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function StaffRoles({ account, editable, onSaved }: { account: StaffRecord; editable: boolean; onSaved(saved: StaffRecord): void }) {
  const t = useT(systemPages);
  const headingId = useId();
  const [value, setValue] = useState<string[]>(() => ids(account));
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const held = ids(account).join(',');

  useEffect(() => setValue(held ? held.split(',') : []), [held]);

  async function save() {
    setProblem('');
    setSaving(true);
    try {
      const saved = await setStaffRoles(account.id, value, formClient());
      showToast(t('systemPages.staff.rolesSaved', { name: account.name }), 'success');
      onSaved(saved);
    } catch (e) {
      setProblem(failureMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded border border-line bg-surface p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">{t('systemPages.staff.roles')}</h2>
      {editable ? (
        <>
          <FormAlert message={problem} />
          <RoleChecklist value={value} onChange={setValue} held={account.roles} disabled={saving} labelledBy={headingId} />
          <div className="flex justify-end gap-2">
            <Button disabled={saving || same(value, ids(account))} onClick={() => setValue(ids(account))}>{t('systemPages.staff.undo')}</Button>
            <Button variant="primary" disabled={saving || same(value, ids(account))} onClick={() => void save()}>{t('systemPages.staff.saveRoles')}</Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-ink">{account.roles.length ? account.roles.map((r) => r.name).join('、') : <span className="text-muted">{t('systemPages.staff.noRoles')}</span>}</p>
      )}
    </section>
  );
}
