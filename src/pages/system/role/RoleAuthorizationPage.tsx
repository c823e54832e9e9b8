/**
 * 角色授权 (/system/roleAuthorization, `?roleId=` from the role pages): choose a role on the left, grant it
 * menu groups, pages, their in-page views and buttons on the right. The menu tree is loaded once; a role's
 * grants each time it is chosen, after a question when the shown one has unsaved changes.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RuleEntry } from '../../../../model/menu/types.ts';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { RequestError } from '../../../http/errors.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { confirm } from '../../../ui/confirm.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { menuTree, roleApi, type RoleRecord } from './roleApi.ts';
import { RoleChooser } from './RoleChooser.tsx';
import { RoleGrantEditor } from './RoleGrantEditor.tsx';
import { crud } from '../../../../model/i18n/crud.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export default function RoleAuthorizationPage({ query }: PageProps) {
  const t = useT(crud, systemPages);
  const can = usePermissions();
  const mayListRoles = can(SYS.role.view);
  const [entries, setEntries] = useState<RuleEntry[] | { error: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [role, setRole] = useState<RoleRecord | null>(null);
  const [dirty, setDirty] = useState(false);
  const asked = query.roleId;

  useEffect(() => {
    const controller = new AbortController();
    menuTree(controller.signal).then(setEntries, (e: unknown) => !controller.signal.aborted && setEntries({ error: e instanceof RequestError ? e.userMessage : String(e) }));
    return () => controller.abort();
  }, [attempt]);

  // A role named in the address (the role pages' 授权 link) is shown at once.
  useEffect(() => {
    if (!asked || !mayListRoles) return;
    const controller = new AbortController();
    roleApi.get(asked, { signal: controller.signal }).then(setRole, () => {});
    return () => controller.abort();
  }, [asked, mayListRoles]);

  const choose = useCallback(
    async (next: RoleRecord) => {
      if (next.id === role?.id) return;
      if (dirty && !(await confirm(t('systemPages.grant.discardConfirm', { name: role?.name ?? '' })))) return;
      setDirty(false);
      setRole(next);
    },
    [dirty, role, t],
  );

  let main;
  if (entries === null) main = <p aria-busy className="p-6 text-center text-sm text-muted">{t('crud.loading')}</p>;
  else if ('error' in entries) main = <ErrorState message={entries.error} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (!role) main = <EmptyState message={t('systemPages.grant.chooseRole')} />;
  else main = <RoleGrantEditor key={role.id} role={role} entries={entries} onDirty={setDirty} />;

  return (
    <section aria-labelledby="grant-page-title" className="flex flex-col gap-3 p-4">
      <h1 id="grant-page-title" className="sr-only">{t('systemPages.grant.pageTitle')}</h1>
      {mayListRoles ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[18rem_1fr]">
          <div className="rounded border border-line bg-surface p-3">
            <RoleChooser value={role?.id ?? null} onChoose={(r) => void choose(r)} />
          </div>
          <div className="min-w-0">{main}</div>
        </div>
      ) : (
        <EmptyState message={t('systemPages.grant.needRoleList')} />
      )}
    </section>
  );
}
