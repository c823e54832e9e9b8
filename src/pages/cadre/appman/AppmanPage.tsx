/**
 * 回收站 (/retiredVeteranCadres/appman): deleted cadres with what their archives hold; 查看档案 (read-only),
 * 恢复 (the whole archive comes back) and 彻底删除 (the whole archive is gone for good, after a confirmation).
 * Restoring needs the cadre's delete button, purging its purge button; the list itself needs the former too
 * (the server's rule), so without it the page says so rather than asking.
 */
import { useCallback, useMemo, useState } from 'react';
import { CADRE_SUB_RECORDS } from '../../../../model/resources/cadreResources.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { notifyChanged, useChangeVersion } from '../../../crud/changes.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { purgeRecords, restoreRecord, type WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import { confirm } from '../../../ui/confirm.ts';
import { showToast } from '../../../ui/toastStore.ts';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { deletedCadres } from './appmanApi.ts';
import { APPMAN_LIST } from './appmanList.ts';
import { DeletedArchiveDialog } from './DeletedArchiveDialog.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';

const load: ListLoader = (query, signal) => deletedCadres(query, signal);

function Bin() {
  const t = useT(cadrePages, crudViews);
  const can = usePermissions();
  const list = useDeclaredList(APPMAN_LIST, load, useChangeVersion(cadre.name));
  const [shown, setShown] = useState<WireRecord | null>(null);
  const canPurge = can(cadre.permissions.purge);

  const cells = useMemo(
    () => ({
      subRecords: (r: WireRecord) => {
        const counts = (r.subRecords ?? {}) as Record<string, number>;
        const parts = CADRE_SUB_RECORDS.filter((def) => counts[def.name]).map((def) => t('cadrePages.appman.count', { label: t.label(def.label), count: counts[def.name]! }));
        const text = parts.length ? parts.join('、') : t('cadrePages.appman.noRecords');
        return <span title={text}>{text}</span>;
      },
    }),
    [t],
  );

  const restore = useCallback(
    async (r: WireRecord) => {
      const name = String(r.realName ?? '');
      try {
        await restoreRecord(cadre.name, r.id);
        showToast(t('cadrePages.appman.restored', { name }), 'success');
        notifyChanged(cadre.name);
      } catch {
        // The request layer has shown why (the ID number is on file again meanwhile, say).
      }
    },
    [t],
  );
  const purge = useCallback(
    async (r: WireRecord) => {
      const name = String(r.realName ?? '');
      if (!(await confirm(t('cadrePages.appman.purgeConfirm', { name })))) return;
      try {
        await purgeRecords(cadre.name, [r.id]);
        showToast(t('cadrePages.appman.purged', { name }), 'success');
        notifyChanged(cadre.name);
      } catch {
        // The request layer has shown why.
      }
    },
    [t],
  );

  const actions = useCallback(
    (r: WireRecord) => {
      const name = String(r.realName ?? '');
      return (
        <span className="inline-flex gap-1">
          <Button size="sm" variant="link" aria-label={t('cadrePages.appman.viewOf', { name })} onClick={() => setShown(r)}>{t('cadrePages.appman.view')}</Button>
          <Button size="sm" variant="link" aria-label={t('crud.restoreOf', { title: name })} onClick={() => void restore(r)}>{t('crud.restore')}</Button>
          {canPurge ? (
            <Button size="sm" variant="link" className="text-danger" aria-label={t('crud.purgeOf', { title: name })} onClick={() => void purge(r)}>{t('crud.purge')}</Button>
          ) : null}
        </span>
      );
    },
    [canPurge, purge, restore, t],
  );

  return (
    <>
      <DeclaredList list={list} label={t.label(APPMAN_LIST.label)} cells={cells} actions={actions} actionsWidth={210} rowLabel={(r) => String(r.realName ?? '')} />
      <DeletedArchiveDialog record={shown} onClose={() => setShown(null)} />
    </>
  );
}

export default function AppmanPage(_: PageProps) {
  const t = useT(cadrePages, crudViews);
  const can = usePermissions();
  return (
    <section aria-labelledby="cadre-appman-title" className="flex flex-col gap-3 p-4">
      <h1 id="cadre-appman-title" className="text-lg font-semibold text-ink">{t('cadrePages.appman.title')}</h1>
      <p className="text-sm text-muted">
        {t('cadrePages.appman.help')}
        {cadre.retentionDays ? t('crud.retention', { days: cadre.retentionDays }) : t('crud.retentionForever')}
      </p>
      {can(cadre.permissions.delete) ? <Bin /> : <EmptyState message={t('cadrePages.appman.noPermission')} />}
    </section>
  );
}
