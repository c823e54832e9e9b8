/**
 * 角色管理 (/system/roleManagement): the roles within the user's scope, searched by code, name, data scope
 * and state; added and edited in a dialog, deleted after a confirmation (the server refuses built-in roles,
 * roles still held and roles the user may not manage, and says why); each links to its detail page and to
 * its grants.
 */
import { useCallback, useMemo, useState } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { role as roleDef } from '../../../../model/resources/role.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { showToast } from '../../../ui/toastStore.ts';
import { notifyChanged, useChangeVersion } from '../../../crud/changes.ts';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { dataScopeOptions } from './dataScope.ts';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { roleApi, type RoleRecord } from './roleApi.ts';
import { RoleFormDialog } from './RoleFormDialog.tsx';
import { roleDetailPath, roleGrantPath } from './rolePaths.ts';
import { RoleScope } from './RoleScope.tsx';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const load: ListLoader = (query, signal) => roleApi.list(query, { signal });

export default function RoleManagementPage(_: PageProps) {
  const t = useT(crud, systemPages);
  const can = usePermissions();
  const list = useDeclaredList(roleDef, load, useChangeVersion(roleDef.name));
  const [editing, setEditing] = useState<{ role: RoleRecord | null } | null>(null);

  const remove = useCallback(
    async (role: RoleRecord) => {
      if (!(await confirm(t('systemPages.role.deleteConfirm', { name: role.name })))) return;
      try {
        await roleApi.remove(role.id);
        showToast(t('crud.deleted', { count: 1 }), 'success');
        notifyChanged(roleDef.name);
      } catch {
        // The request layer has shown the server's reason (held by users, built in, not yours to manage).
      }
    },
    [t],
  );

  const cells = useMemo(
    () => ({
      name: (r: WireRecord) => <AppLink className="text-primary hover:underline" to={roleDetailPath(r.id)}>{String(r.name)}</AppLink>,
      dataScope: (r: WireRecord) => <RoleScope dataScope={r.dataScope} customOrgs={r.customOrgs} />,
    }),
    [],
  );

  const actions = useCallback(
    (r: WireRecord) => {
      const role = r as RoleRecord;
      return (
        <span className="inline-flex items-center gap-1">
          <AppLink to={roleDetailPath(role.id)} aria-label={t('crud.detailOf', { title: role.name })} className="px-1 text-primary hover:underline">
            {t('crud.detail')}
          </AppLink>
          {can(SYS.role.edit) ? (
            <Button size="sm" variant="link" aria-label={t('crud.editOf', { title: role.name })} onClick={() => setEditing({ role })}>
              {t('crud.edit')}
            </Button>
          ) : null}
          {can(SYS.grant.view) ? (
            <AppLink to={roleGrantPath(role.id)} aria-label={t('systemPages.role.grantOf', { name: role.name })} className="px-1 text-primary hover:underline">
              {t('systemPages.role.grant')}
            </AppLink>
          ) : null}
          {can(SYS.role.del) && !role.builtin ? (
            <Button size="sm" variant="link" className="text-danger" aria-label={t('crud.deleteOf', { title: role.name })} onClick={() => void remove(role)}>
              {t('crud.delete')}
            </Button>
          ) : null}
        </span>
      );
    },
    [can, remove, t],
  );

  return (
    <section aria-labelledby="role-list-title" className="flex flex-col gap-3 p-4">
      <h1 id="role-list-title" className="sr-only">{t.label(roleDef.label)}</h1>
      <DeclaredList
        list={list}
        label={t.label(roleDef.label)}
        cells={cells}
        choices={{ dataScope: dataScopeOptions(t) }}
        toolbar={can(SYS.role.add) ? <Button variant="primary" onClick={() => setEditing({ role: null })}>{t('crud.add')}</Button> : null}
        actions={actions}
        actionsWidth={240}
        rowLabel={(r) => String(r.name)}
      />
      <RoleFormDialog open={editing !== null} role={editing?.role ?? null} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </section>
  );
}
