/**
 * One organisation: its facts, its administrators (or 当前组织没有单位管理员), its sub-organisations, and
 * the actions the user holds: add a sub-organisation, edit, move, enable or disable, delete. The top of the
 * user's own scope offers no move, disable or delete (the server refuses them). A refusal, such as a unit
 * that still holds people, stays on screen in the server's words until the next action.
 */
import { useState, type ReactNode } from 'react';
import { SYS } from '../../../../model/menu/systemPermissions.ts';
import { fieldOf } from '../../../../model/resource/fields.ts';
import { organization } from '../../../../model/resources/organization.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { formClient } from '../../../session/formClient.ts';
import { failureMessage } from '../../../http/requestFailure.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { showToast } from '../../../ui/toastStore.ts';
import { deleteOrg, orgApi, setOrgEnabled, type OrgRecord } from './orgApi.ts';
import { OrgAdmins } from './OrgAdmins.tsx';
import { OrgChildrenTable } from './OrgChildrenTable.tsx';
import { OrgFormDialog } from './OrgFormDialog.tsx';
import { OrgKindTag } from './OrgKindTag.tsx';
import { OrgMoveDialog } from './OrgMoveDialog.tsx';
import { orgsChanged } from './orgsChanged.ts';
import { unitDetailPath } from './unitPaths.ts';
import { useLiveRecord } from '../useLiveRecord.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { system } from '../../../../model/i18n/system.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export type OrgChange = { kind: 'added' | 'saved' | 'moved' | 'state' | 'deleted'; org: OrgRecord };

export interface OrgDetailProps {
  orgId: string;
  /** The top of the user's scope (its parent lies outside it). */
  scopeTop: boolean;
  onOpen(id: string): void;
  onChanged(change: OrgChange): void;
  /** Shown on its own page (/system/unitDetail): no link to itself. */
  ownPage?: boolean;
}

type Dialog = 'add' | 'edit' | 'move' | null;

const getOrg = (id: string, signal?: AbortSignal) => orgApi.get(id, { signal });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children === null || children === '' ? <span className="text-muted">—</span> : children}</dd>
    </div>
  );
}

export function OrgDetail({ orgId, scopeTop, onOpen, onChanged, ownPage = false }: OrgDetailProps) {
  const t = useT(crud, crudViews, system, systemPages);
  const can = usePermissions();
  const { state, refreshing, refresh } = useLiveRecord<OrgRecord>(orgId, getOrg);
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  if (state.kind === 'missing') return <EmptyState message={t('crud.recordMissing')} />;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={refresh} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;
  const org = state.record;
  const label = (name: string) => t.label(fieldOf(organization, name)!.label);

  function changed(kind: OrgChange['kind'], saved: OrgRecord) {
    setDialog(null);
    orgsChanged();
    refresh();
    setVersion((n) => n + 1);
    onChanged({ kind, org: saved });
  }

  /** A write from the pane itself, after a confirmation; the server's refusal stays shown above the facts. */
  async function act<T>(question: string, write: () => Promise<T>, done: (result: T) => void) {
    setProblem('');
    if (!(await confirm(question))) return;
    setBusy(true);
    try {
      done(await write());
    } catch (e) {
      setProblem(failureMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const toggleEnabled = () =>
    void act(
      t(org.enabled ? 'systemPages.unit.disableConfirm' : 'systemPages.unit.enableConfirm', { name: org.name }),
      () => setOrgEnabled(org.id, !org.enabled, formClient()),
      (saved) => {
        showToast(t(saved.enabled ? 'systemPages.unit.enabledDone' : 'systemPages.unit.disabledDone', { name: org.name }), 'success');
        changed('state', saved);
      },
    );
  const remove = () =>
    void act(
      t('systemPages.unit.deleteConfirm', { name: org.name }),
      () => deleteOrg(org.id, formClient()),
      () => {
        showToast(t('systemPages.unit.deleted', { name: org.name }), 'success');
        orgsChanged();
        onChanged({ kind: 'deleted', org });
      },
    );

  const canRestructure = !scopeTop;
  return (
    <section aria-labelledby={`org-${org.id}-title`} aria-busy={busy || refreshing || undefined} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`org-${org.id}-title`} className="text-lg font-semibold text-ink">{org.name}</h2>
        <OrgKindTag kind={org.kind} />
        {org.enabled ? null : <span className="rounded bg-danger/10 px-1.5 text-sm text-danger">{t('systemPages.unit.disabled')}</span>}
        {ownPage ? null : (
          <AppLink to={unitDetailPath(org.id)} className="ml-auto text-sm text-primary hover:underline">{t('systemPages.unit.openDetail')}</AppLink>
        )}
      </header>
      <div role="toolbar" aria-label={t('systemPages.unit.actions')} className="flex flex-wrap gap-2">
        {can(SYS.unit.add) && org.enabled ? (
          <Button variant="primary" disabled={busy} onClick={() => setDialog('add')}>{t('systemPages.unit.addChild')}</Button>
        ) : null}
        {can(SYS.unit.edit) ? <Button disabled={busy} onClick={() => setDialog('edit')}>{t('crud.edit')}</Button> : null}
        {can(SYS.unit.move) && canRestructure ? <Button disabled={busy} onClick={() => setDialog('move')}>{t('systemPages.unit.move')}</Button> : null}
        {can(SYS.unit.disable) && canRestructure ? (
          <Button disabled={busy} onClick={toggleEnabled}>{t(org.enabled ? 'systemPages.unit.disable' : 'systemPages.unit.enable')}</Button>
        ) : null}
        {can(SYS.unit.del) && canRestructure ? <Button variant="danger" disabled={busy} onClick={remove}>{t('crud.delete')}</Button> : null}
      </div>
      <FormAlert message={problem} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded border border-line bg-surface p-4 text-sm md:grid-cols-2">
        <Fact label={label('shortName')}>{org.shortName}</Fact>
        <Fact label={label('kind')}>{t(`org.kind.${org.kind}`)}</Fact>
        <Fact label={label('parentId')}>{org.parentIdName}</Fact>
        <Fact label={label('regionCode')}>{org.regionCode}</Fact>
        <Fact label={label('telephone')}>{org.telephone}</Fact>
        <Fact label={label('address')}>{org.address}</Fact>
        <Fact label={label('sort')}>{org.sort}</Fact>
        <Fact label={t('systemPages.unit.state')}>{org.enabled ? t('systemPages.unit.enabled') : t('systemPages.unit.disabled')}</Fact>
        <Fact label={t('systemPages.unit.childCount')}>{org.childCount}</Fact>
        <Fact label={t('systemPages.unit.staffCount')}>
          {org.staffCount}
          {can(SYS.staff.view) && org.staffCount > 0 ? (
            <AppLink to={`/system/staff?orgId=${encodeURIComponent(org.id)}`} className="ml-3 text-primary hover:underline">{t('systemPages.unit.viewStaff')}</AppLink>
          ) : null}
        </Fact>
        <Fact label={t('systemPages.unit.updated')}>{formatDateTime(org.updateTime)}</Fact>
      </dl>
      <section aria-labelledby={`org-${org.id}-admins`} className="rounded border border-line bg-surface p-4">
        <h3 id={`org-${org.id}-admins`} className="mb-2 text-base font-semibold text-ink">{t('systemPages.unit.admins')}</h3>
        <OrgAdmins orgId={org.id} version={version} />
      </section>
      <section aria-labelledby={`org-${org.id}-children`} className="flex flex-col gap-2">
        <h3 id={`org-${org.id}-children`} className="text-base font-semibold text-ink">{t('systemPages.unit.children', { count: org.childCount })}</h3>
        <OrgChildrenTable key={org.id} parent={org} version={version} onOpen={onOpen} />
      </section>
      {dialog === 'add' || dialog === 'edit' ? (
        <OrgFormDialog
          target={dialog === 'add' ? { mode: 'create', parent: org } : { mode: 'update', record: org }}
          onClose={() => setDialog(null)}
          onReload={refresh}
          onSaved={(saved) => changed(dialog === 'add' ? 'added' : 'saved', saved)}
        />
      ) : null}
      {dialog === 'move' ? <OrgMoveDialog org={org} onClose={() => setDialog(null)} onMoved={(saved) => changed('moved', saved)} /> : null}
    </section>
  );
}
