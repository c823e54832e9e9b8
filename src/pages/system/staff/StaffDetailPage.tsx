/**
 * 工作人员详情 (/system/staffDetail?id=): one account: its state (enabled, locked, must change password),
 * last sign-in and failed attempts, the account actions the user holds, its details (editable with the
 * edit permission), roles (with the assign permission) and departments. One's own account is shown, not
 * managed: that is what 修改密码 and 个人信息 are for.
 */
import { useCallback } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { fieldOf } from '../../../../model/resource/fields.ts';
import { users } from '../../../../model/resources/users.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { navigate } from '../../../router/navigate.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { DetailValue } from '../../../crud/detail/DetailValue.tsx';
import { dictLabel, useDictionaries } from '../../../crud/dictionaries/dictionaryStore.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions, useUserKey } from '../../../crud/usePermissions.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { useLiveRecord } from '../useLiveRecord.ts';
import { StaffActionButtons } from './StaffActionButtons.tsx';
import { staffApi, type StaffRecord } from './staffApi.ts';
import { StaffDepts } from './StaffDepts.tsx';
import { StaffProfileForm } from './StaffProfileForm.tsx';
import { StaffRoles } from './StaffRoles.tsx';
import { useStaffActions, type StaffChange } from './useStaffActions.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const getStaff = (id: string, signal?: AbortSignal) => staffApi.get(id, { signal });

function Tag({ tone, children }: { tone: 'danger' | 'warning'; children: string }) {
  return <span className={tone === 'danger' ? 'rounded bg-danger/10 px-1.5 text-sm text-danger' : 'rounded bg-warning/10 px-1.5 text-sm text-ink'}>{children}</span>;
}

export default function StaffDetailPage({ query }: PageProps) {
  const t = useT(crud, crudViews, systemPages);
  const can = usePermissions();
  const me = useUserKey();
  const id = query.id ?? '';
  const { state, refreshing, refresh } = useLiveRecord<StaffRecord>(id, getStaff);
  const onDone = useCallback(
    (change: StaffChange) => {
      if (change === 'deleted') navigate('/system/staff');
      else refresh();
    },
    [refresh],
  );
  const actions = useStaffActions(onDone);
  const dicts = useDictionaries();

  if (!id || state.kind === 'missing') return <EmptyState message={t('crud.recordMissing')} />;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={refresh} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;
  const account = state.record;
  const own = account.id === me;
  const saved = () => refresh();
  const field = (name: string) => fieldOf(users, name)!;
  // The account comes without labels of its dictionary codes (sex): they are looked up here.
  const shown = (name: string) => {
    const f = field(name);
    const value = account[name];
    const record = f.dict && typeof value === 'string' ? { ...account, [`${name}Label`]: dictLabel(dicts, f.dict, value) } : account;
    return <DetailValue def={users} field={f} record={record as unknown as WireRecord} canReveal={false} />;
  };

  return (
    <article aria-labelledby="staff-detail-title" aria-busy={actions.busy || refreshing || undefined} className="flex flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h1 id="staff-detail-title" className="text-lg font-semibold text-ink">{t('systemPages.staff.detailTitle', { name: account.name, username: account.username })}</h1>
        {account.enabled ? null : <Tag tone="danger">{t('systemPages.staff.disabled')}</Tag>}
        {account.locked ? <Tag tone="danger">{t('systemPages.staff.locked')}</Tag> : null}
        {account.mustChangePassword ? <Tag tone="warning">{t('systemPages.staff.mustChange')}</Tag> : null}
        <AppLink to="/system/staff" className="ml-auto text-sm text-primary hover:underline">{t('crud.backToList')}</AppLink>
      </header>
      {own ? <p role="status" className="rounded border border-line bg-canvas px-4 py-2 text-sm text-muted">{t('systemPages.staff.ownAccount')}</p> : null}
      <div role="toolbar" aria-label={t('systemPages.staff.actions')} className="flex flex-wrap gap-2">
        <StaffActionButtons account={account} actions={actions} />
      </div>
      <FormAlert message={actions.problem} />
      <section aria-labelledby="staff-account-title" className="rounded border border-line bg-surface p-4">
        <h2 id="staff-account-title" className="mb-3 text-base font-semibold text-ink">{t('systemPages.staff.account')}</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm md:grid-cols-2">
          {(['username', 'orgId', 'enabled', 'locked'] as const).map((name) => (
            <div key={name}>
              <dt className="text-muted">{t.label(field(name).label)}</dt>
              <dd className="mt-0.5 text-ink">{shown(name)}</dd>
            </div>
          ))}
          <div>
            <dt className="text-muted">{t('systemPages.staff.lastSignIn')}</dt>
            <dd className="mt-0.5 text-ink">
              {account.lastLoginTime ? t('systemPages.staff.lastSignInAt', { time: formatDateTime(account.lastLoginTime), ip: account.lastLoginIp ?? '—' }) : t('systemPages.staff.neverSignedIn')}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('systemPages.staff.failedLogins')}</dt>
            <dd className="mt-0.5 text-ink">
              {account.failedLogins}
              {account.locked && account.lockedAt ? ` · ${t('systemPages.staff.lockedAt', { time: formatDateTime(account.lockedAt) })}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('systemPages.staff.createTime')}</dt>
            <dd className="mt-0.5 text-ink">{formatDateTime(account.createTime)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="staff-profile-title" className="rounded border border-line bg-surface p-4">
        <h2 id="staff-profile-title" className="mb-3 text-base font-semibold text-ink">{t('systemPages.staff.profile')}</h2>
        {can(SYS.staff.edit) && !own ? (
          <StaffProfileForm account={account} onSaved={saved} onReload={refresh} />
        ) : (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm md:grid-cols-2">
            {(['name', 'mobile', 'sex', 'department', 'post', 'officePhone', 'email'] as const).map((name) => (
              <div key={name}>
                <dt className="text-muted">{t.label(field(name).label)}</dt>
                <dd className="mt-0.5 text-ink">{shown(name)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <StaffRoles account={account} editable={can(SYS.staff.assignRole) && !own} onSaved={saved} />
        <StaffDepts account={account} editable={can(SYS.staff.assignRole) && !own} onSaved={saved} />
      </div>
      {actions.dialog}
    </article>
  );
}
