/**
 * An organisation's direct sub-organisations as a page of the crud views' table: name (opens it), level,
 * state, and how many units and staff each holds.
 */
import { useCallback, useMemo } from 'react';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { DataTable, type TableColumn } from '../../../crud/list/DataTable.tsx';
import { usePagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { Button } from '../../../ui/button.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { orgChildren, type OrgRecord } from './orgApi.ts';
import { OrgKindTag } from './OrgKindTag.tsx';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

const WIDTHS = { name: 260, kind: 110, enabled: 90, childCount: 110, staffCount: 110 };

export function OrgChildrenTable({ parent, version, onOpen }: { parent: OrgRecord; version: number; onOpen(id: string): void }) {
  const t = useT(systemPages);
  const filters = useMemo<Params>(() => ({ parentId: parent.id }), [parent.id]);
  const load = useCallback((q: Params, signal: AbortSignal) => orgChildren(String(q.parentId), q, signal), []);
  const data = usePagedLoad(load, filters, version);
  const columns = useMemo<TableColumn[]>(() => {
    const org = (r: WireRecord) => r as unknown as OrgRecord;
    return [
      { name: 'name', label: t('systemPages.unit.name'), sortable: false, cell: (r) => <Button variant="link" className="h-auto px-0" onClick={() => onOpen(r.id)}>{org(r).name}</Button> },
      { name: 'kind', label: t('systemPages.unit.kind'), sortable: false, cell: (r) => <OrgKindTag kind={org(r).kind} /> },
      { name: 'enabled', label: t('systemPages.unit.state'), sortable: false, cell: (r) => (org(r).enabled ? t('systemPages.unit.enabled') : <span className="text-danger">{t('systemPages.unit.disabled')}</span>) },
      { name: 'childCount', label: t('systemPages.unit.childCount'), sortable: false, cell: (r) => org(r).childCount },
      { name: 'staffCount', label: t('systemPages.unit.staffCount'), sortable: false, cell: (r) => org(r).staffCount },
    ];
  }, [t, onOpen]);

  const page = data.page;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={t('systemPages.unit.noChildren')} />
  ) : undefined;
  const label = t('systemPages.unit.childrenOf', { name: parent.name });
  return (
    <div className="flex flex-col gap-2">
      <DataTable
        label={label}
        columns={columns}
        widths={WIDTHS}
        records={data.error ? null : ((page?.records as WireRecord[] | undefined) ?? null)}
        loading={data.loading}
        skeletonRows={Math.min(parent.childCount || 1, 5)}
        rowLabel={(r) => String(r.name)}
        placeholder={placeholder}
      />
      {(page?.total ?? 0) > data.size ? (
        <Pagination current={data.current} size={data.size} count={page} onChange={data.setPage} />
      ) : null}
    </div>
  );
}
