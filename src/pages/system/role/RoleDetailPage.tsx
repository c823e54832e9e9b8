/**
 * 角色详情 (/system/roleManagement/detail?id=…): one role, its data scope with the organisations of a custom
 * scope, who owns it and how many hold it, with edit (the list's dialog) and its grants, shown read-only
 * to those who may see grants.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { role as roleDef } from '../../../../model/resources/role.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { useRecordLoad } from '../../../crud/form/useRecordLoad.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { roleApi, type RoleRecord } from './roleApi.ts';
import { RoleFormDialog } from './RoleFormDialog.tsx';
import { RoleGrantsView } from './RoleGrantsView.tsx';
import { ROLE_LIST_PATH, roleGrantPath } from './rolePaths.ts';
import { RoleScope } from './RoleScope.tsx';
import { FactList } from '../../../ui/FactList.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const LINK = 'inline-flex h-8 items-center rounded border border-line bg-surface px-4 text-sm text-ink hover:border-primary hover:text-primary';

export default function RoleDetailPage({ query }: PageProps) {
  const t = useT(crud, crudViews, systemPages);
  const can = usePermissions();
  const id = query.id;
  const load = useMemo(() => (rid: string, signal: AbortSignal) => roleApi.get(rid, { signal }), []);
  const { state, reload } = useRecordLoad<RoleRecord>(id, load);
  const [editing, setEditing] = useState(false);

  if (!id || state.kind === 'missing') return <EmptyState message={t('crud.recordMissing')} />;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;

  const role = state.record;
  const label = (name: string) => t.label(roleDef.fields.find((f) => f.name === name)!.label);
  const rows: [string, ReactNode][] = [
    [label('code'), role.code],
    [label('name'), role.name],
    [label('dataScope'), <RoleScope dataScope={role.dataScope} customOrgs={role.customOrgs} />],
    [label('enabled'), role.enabled ? t('crud.yes') : t('crud.no')],
    [t('systemPages.role.builtin'), role.builtin ? t('crud.yes') : t('crud.no')],
    [t('systemPages.role.owner'), role.orgName ?? '—'],
    [t('systemPages.role.holders'), t('systemPages.role.holderCount', { count: role.holders })],
    [label('sort'), String(role.sort)],
    [label('description'), role.description || '—'],
  ];
  return (
    <article aria-labelledby="role-detail-title" className="flex flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="role-detail-title" className="text-lg font-semibold text-ink">{t('crud.detailTitle', { label: t.label(roleDef.label), title: role.name })}</h1>
        <span className="flex-1" />
        {can(SYS.role.edit) ? <Button onClick={() => setEditing(true)}>{t('crud.edit')}</Button> : null}
        {can(SYS.grant.view) ? <AppLink to={roleGrantPath(role.id)} className={LINK}>{t('systemPages.role.grant')}</AppLink> : null}
        <AppLink to={ROLE_LIST_PATH} className="inline-flex h-8 items-center px-2 text-sm text-primary hover:underline">{t('crud.backToList')}</AppLink>
      </header>
      <section className="rounded border border-line bg-surface p-4">
        <FactList rows={rows} />
        <p className="mt-3 text-xs text-muted">
          {t('crud.timestamps', { created: formatDateTime(role.createTime), updated: formatDateTime(role.updateTime) })}
        </p>
      </section>
      {can(SYS.grant.view) ? (
        <section aria-labelledby="role-grants-title" className="rounded border border-line bg-surface p-4">
          <h2 id="role-grants-title" className="mb-3 text-base font-semibold text-ink">{t('systemPages.role.grants')}</h2>
          <RoleGrantsView key={`${role.id}:${role.version}`} roleId={role.id} />
        </section>
      ) : null}
      <RoleFormDialog
        open={editing}
        role={role}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          reload();
        }}
      />
    </article>
  );
}
