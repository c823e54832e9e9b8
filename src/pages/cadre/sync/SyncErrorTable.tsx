/**
 * Failed feed rows (同步异常) under the filters the caller gives: the declaration's columns, and per row its
 * detail, the person on file it names, 修正后重试 (button handle) and the lifecycle moves (忽略 with a
 * reason, 重新处理). Used by 同步异常 and by 异常数据.
 */
import { useCallback, useState } from 'react';
import { listFields } from '../../../../model/resource/fields.ts';
import type { Transition } from '../../../../model/resource/types.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { useChangeVersion } from '../../../crud/changes.ts';
import { allowedTransitions, useTransitions } from '../../../crud/lifecycle/useTransitions.tsx';
import { useTableColumns } from '../../../crud/list/useTableColumns.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { Button } from '../../../ui/button.tsx';
import { cadreDetailPath } from '../common/archivePaths.ts';
import { PagedTable } from '../common/PagedTable.tsx';
import { usePagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { HANDLE_CODE, syncErrorDetailPath } from './syncLabels.ts';
import { SyncRetryDialog } from './SyncRetryDialog.tsx';
import { SYNC_ERRORS } from './syncErrorView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const COLUMNS = listFields(SYNC_ERRORS).map((f) => f.name);
const WIDTHS = Object.fromEntries(listFields(SYNC_ERRORS).map((f) => [f.name, typeof f.list === 'number' ? f.list : 140]));
const api = resourceApi<WireRecord>(SYNC_ERRORS.name);

export interface SyncErrorTableProps {
  label: string;
  filters: Params;
  /** Said when nothing is listed. */
  empty: string;
  onTotal?(total: number): void;
}

export function SyncErrorTable({ label, filters, empty, onTotal }: SyncErrorTableProps) {
  const t = useT(cadrePages, crud);
  const can = usePermissions();
  const [retrying, setRetrying] = useState<WireRecord | null>(null);
  const load = useCallback((q: Params, signal: AbortSignal) => api.list(q, { signal }), []);
  const data = usePagedLoad(load, filters, useChangeVersion(SYNC_ERRORS.name), { onTotal });
  const columns = useTableColumns(SYNC_ERRORS, COLUMNS, syncErrorDetailPath);
  const transitions = useTransitions(SYNC_ERRORS);
  const start = transitions.start;
  const handles = can(HANDLE_CODE);
  const readsArchive = can(cadre.permissions.view);

  const actions = useCallback(
    (r: WireRecord) => {
      const title = String(r.realName ?? '');
      return (
        <span className="inline-flex items-center gap-1">
          <AppLink to={syncErrorDetailPath(r.id)} aria-label={t('crud.detailOf', { title })} className="px-1 text-primary hover:underline">{t('crud.detail')}</AppLink>
          {r.cadreId && readsArchive ? (
            <AppLink to={cadreDetailPath(String(r.cadreId))} aria-label={t('cadrePages.sync.archiveOf', { name: title })} className="px-1 text-primary hover:underline">{t('cadrePages.sync.archive')}</AppLink>
          ) : null}
          {handles && r.status === 'pending' ? (
            <Button size="sm" variant="link" aria-label={t('cadrePages.sync.retryOf', { name: title })} onClick={() => setRetrying(r)}>{t('cadrePages.sync.retry')}</Button>
          ) : null}
          {allowedTransitions(SYNC_ERRORS, r, can).map((move: Transition) => (
            <Button key={move.name} size="sm" variant="link" onClick={() => void start(r, move)}>{t.label(move.label)}</Button>
          ))}
        </span>
      );
    },
    [t, can, handles, readsArchive, start],
  );

  return (
    <PagedTable data={data} label={label} columns={columns} widths={WIDTHS} empty={empty} actions={actions} actionsWidth={300} counted>
      <SyncRetryDialog failure={retrying} onClose={() => setRetrying(null)} />
      {transitions.dialog}
    </PagedTable>
  );
}
