/**
 * An account's departments: the organisations it may act for (the `deptId` it chooses among), always with
 * its own organisation. A user who may edit the account picks them in the org picker (within their scope)
 * and saves the whole set (`PUT users/{id}/depts`).
 */
import { useEffect, useId, useState } from 'react';
import { OrgPicker } from '../../../crud/org/OrgPicker.tsx';
import { useT } from '../../../i18n/locale.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { failureMessage } from '../../../http/requestFailure.ts';
import { Button } from '../../../ui/button.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { setStaffDepts, type StaffRecord } from './staffApi.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const ids = (account: StaffRecord) => account.depts.map((d) => d.id);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function StaffDepts({ account, editable, onSaved }: { account: StaffRecord; editable: boolean; onSaved(saved: StaffRecord): void }) {
  const t = useT(systemPages);
  const headingId = useId();
  const pickerId = useId();
  const [value, setValue] = useState<string[]>(() => ids(account));
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const held = ids(account).join(',');

  useEffect(() => setValue(held ? held.split(',') : []), [held]);

  // The account's own organisation always stays among its departments.
  const choose = (next: string[]) => setValue(next.includes(account.orgId) ? next : [account.orgId, ...next]);

  async function save() {
    setProblem('');
    setSaving(true);
    try {
      const saved = await setStaffDepts(account.id, value, formClient());
      showToast(t('systemPages.staff.deptsSaved', { name: account.name }), 'success');
      onSaved(saved);
    } catch (e) {
      setProblem(failureMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded border border-line bg-surface p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">{t('systemPages.staff.depts')}</h2>
      <p className="text-xs text-muted">{t('systemPages.staff.deptsHelp')}</p>
      {editable ? (
        <>
          <FormAlert message={problem} />
          <label htmlFor={pickerId} className="sr-only">{t('systemPages.staff.depts')}</label>
          <OrgPicker id={pickerId} multiple clearable={false} value={value} names={account.depts.map((d) => d.name)} onChange={choose} disabled={saving} />
          <div className="flex justify-end gap-2">
            <Button disabled={saving || same(value, ids(account))} onClick={() => setValue(ids(account))}>{t('systemPages.staff.undo')}</Button>
            <Button variant="primary" disabled={saving || same(value, ids(account))} onClick={() => void save()}>{t('systemPages.staff.saveDepts')}</Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-ink">{account.depts.map((d) => d.name).join('、')}</p>
      )}
    </section>
  );
}
