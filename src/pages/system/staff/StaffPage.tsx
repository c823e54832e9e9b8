/**
 * 工作人员 (/system/staff): the accounts within the user's scope in the system area's declared list (the
 * crud list's parts over the `users` declaration): filters by name, user name, organisation and everything
 * below it, mobile, enabled and locked; roles as a column; each row's name opens the account, and its
 * buttons are the account actions the user holds. New accounts in a dialog (a one-time password is shown
 * once). Opened with `?orgId=` (from an organisation's pane) it starts filtered to that organisation.
 */
import { useMemo, useRef, useState } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import type { Page } from '../../../../model/wire.ts';
import { users } from '../../../../model/resources/users.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { navigate } from '../../../router/navigate.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { useChangeVersion } from '../../../crud/changes.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { useDeclaredList } from '../../../crud/list/useDeclaredList.ts';
import { StaffActionButtons } from './StaffActionButtons.tsx';
import { staffApi, type StaffRecord } from './staffApi.ts';
import { StaffCreateDialog } from './StaffCreateDialog.tsx';
import { staffDetailPath } from './staffPaths.ts';
import { useStaffActions } from './useStaffActions.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const loadStaff = (query: Params, signal: AbortSignal) => staffApi.list(query, { signal }) as Promise<Page<WireRecord>>;
const account = (r: WireRecord) => r as unknown as StaffRecord;
const nothing = () => {};

export default function StaffPage({ query: address }: PageProps) {
  const t = useT(crud, systemPages);
  const can = usePermissions();
  const list = useDeclaredList(users, loadStaff, useChangeVersion('users'));
  const actions = useStaffActions(nothing);
  const [creating, setCreating] = useState(false);

  // Opened from an organisation (?orgId=): its people, once (a kept-alive tab keeps what the user did since).
  const started = useRef(false);
  if (!started.current) {
    started.current = true;
    if (address.orgId) list.dispatch({ type: 'view', filters: { orgId: address.orgId }, sort: null, size: list.state.size });
  }

  const cells = useMemo(
    () => ({
      name: (r: WireRecord) => (
        <AppLink to={staffDetailPath(r.id)} className="text-primary hover:underline">{account(r).name}</AppLink>
      ),
      roles: (r: WireRecord) => {
        const names = account(r).roles.map((role) => role.name).join('、');
        return <span title={names}>{names}</span>;
      },
    }),
    [],
  );
  const rowActions = (r: WireRecord) => (
    <span className="inline-flex flex-wrap items-center gap-1">
      <AppLink to={staffDetailPath(r.id)} aria-label={t('crud.detailOf', { title: account(r).name })} className="px-1 text-primary hover:underline">
        {t('crud.detail')}
      </AppLink>
      <StaffActionButtons account={account(r)} actions={actions} compact />
    </span>
  );

  return (
    <section aria-labelledby="staff-list-title" className="flex flex-col gap-3 p-4">
      <h1 id="staff-list-title" className="sr-only">{t.label(users.label)}</h1>
      <FormAlert message={actions.problem} />
      <DeclaredList
        list={list}
        label={t.label(users.label)}
        cells={cells}
        toolbar={can(SYS.staff.add) ? <Button variant="primary" onClick={() => setCreating(true)}>{t('systemPages.staff.add')}</Button> : null}
        actions={rowActions}
        actionsWidth={380}
        rowLabel={(r) => account(r).name}
      />
      {creating ? (
        <StaffCreateDialog
          onClose={() => setCreating(false)}
          onOpen={(created) => {
            setCreating(false);
            navigate(staffDetailPath(created.id));
          }}
        />
      ) : null}
      {actions.dialog}
    </section>
  );
}
