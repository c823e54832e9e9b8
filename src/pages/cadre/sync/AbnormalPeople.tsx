/**
 * People on file in 数据异常: who, their unit, why, when; per person the detail, 修改档案 (the archive's
 * edit page) and the moves of the cadre's lifecycle the user holds (异常已处理, 调出 with a reason).
 */
import { useCallback, useMemo } from 'react';
import type { Transition } from '../../../../model/resource/types.ts';
import { cadre } from '../../../../model/resources/cadre.ts';
import { useChangeVersion } from '../../../crud/changes.ts';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { allowedTransitions, useTransitions } from '../../../crud/lifecycle/useTransitions.tsx';
import type { TableColumn } from '../../../crud/list/DataTable.tsx';
import { useTableColumns } from '../../../crud/list/useTableColumns.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { Button } from '../../../ui/button.tsx';
import { cadreEditPath } from '../common/archivePaths.ts';
import { PagedTable } from '../common/PagedTable.tsx';
import { usePagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const ABNORMAL_PAGE = '/retiredVeteranCadres/abnormalData';
const abnormalDetailPath = (id: string) => `${ABNORMAL_PAGE}/Details/${encodeURIComponent(id)}`;
const FIELDS = ['realName', 'idCard', 'retirementType', 'manageOrgId'];
const WIDTHS: Record<string, number> = { realName: 100, idCard: 180, retirementType: 90, manageOrgId: 200, statusReason: 320, updateTime: 150 };
const ABNORMAL: Params = { status: 'abnormal' };
const api = resourceApi<WireRecord>(cadre.name);

export function AbnormalPeople({ onTotal }: { onTotal?(total: number): void }) {
  const t = useT(cadrePages, crud);
  const can = usePermissions();
  const load = useCallback((q: Params, signal: AbortSignal) => api.list(q, { signal }), []);
  const data = usePagedLoad(load, ABNORMAL, useChangeVersion(cadre.name), { onTotal });
  const declared = useTableColumns(cadre, FIELDS, abnormalDetailPath);
  const columns = useMemo<TableColumn[]>(
    () => [
      ...declared,
      { name: 'statusReason', label: t('cadrePages.sync.abnormalReason'), sortable: false, cell: (r) => <span title={String(r.statusReason ?? '')}>{String(r.statusReason ?? '')}</span> },
      { name: 'updateTime', label: t('cadrePages.sync.markedAt'), sortable: false, cell: (r) => formatDateTime(r.updateTime) },
    ],
    [declared, t],
  );
  const transitions = useTransitions(cadre);
  const start = transitions.start;
  const editable = can(cadre.permissions.edit);
  const actions = useCallback(
    (r: WireRecord) => {
      const title = String(r.realName ?? '');
      return (
        <span className="inline-flex items-center gap-1">
          <AppLink to={abnormalDetailPath(r.id)} aria-label={t('crud.detailOf', { title })} className="px-1 text-primary hover:underline">{t('crud.detail')}</AppLink>
          {editable ? (
            <AppLink to={cadreEditPath(r.id)} aria-label={t('cadrePages.verify.correctOf', { name: title })} className="px-1 text-primary hover:underline">{t('cadrePages.verify.correct')}</AppLink>
          ) : null}
          {allowedTransitions(cadre, r, can).map((move: Transition) => (
            <Button key={move.name} size="sm" variant="link" onClick={() => void start(r, move)}>{t.label(move.label)}</Button>
          ))}
        </span>
      );
    },
    [t, can, editable, start],
  );
  return (
    <PagedTable data={data} label={t('cadrePages.sync.abnormalPeople')} columns={columns} widths={WIDTHS} empty={t('cadrePages.sync.noAbnormal')} actions={actions} actionsWidth={280} counted>
      {transitions.dialog}
    </PagedTable>
  );
}
