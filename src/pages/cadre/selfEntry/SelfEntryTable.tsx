/**
 * Self-entries in some states (the review queue, those sent back): the declaration's columns plus the
 * ones the flow needs (why it was sent back, when it last moved), with the actions the caller gives.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useChangeVersion } from '../../../crud/changes.ts';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import type { TableColumn } from '../../../crud/list/DataTable.tsx';
import { useTableColumns } from '../../../crud/list/useTableColumns.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { resourceApi } from '../../../http/api/resource.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { PagedTable } from '../common/PagedTable.tsx';
import { usePagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { SELF_ENTRY, selfEntryDetailPath } from './selfEntryView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const FIELDS = ['realName', 'idCard', 'dateOfBirth', 'manageOrgId', 'status'];
const WIDTHS: Record<string, number> = { realName: 110, idCard: 180, dateOfBirth: 110, manageOrgId: 200, status: 90, statusReason: 260, updateTime: 150 };

export interface SelfEntryTableProps {
  label: string;
  states: readonly string[];
  /** Show why the entry was sent back. */
  withReason?: boolean;
  empty: string;
  actions(record: WireRecord): ReactNode;
  actionsWidth: number;
  /** How many entries are in these states (for the tab's label). */
  onTotal?(total: number): void;
}

const api = resourceApi<WireRecord>(SELF_ENTRY.name);

export function SelfEntryTable({ label, states, withReason, empty, actions, actionsWidth, onTotal }: SelfEntryTableProps) {
  const t = useT(cadrePages);
  const filters = useMemo<Params>(() => ({ status: [...states], sort: 'updateTime,desc' }), [states]);
  const load = useCallback((q: Params, signal: AbortSignal) => api.list(q, { signal }), []);
  const data = usePagedLoad(load, filters, useChangeVersion(SELF_ENTRY.name), { onTotal });
  const declared = useTableColumns(SELF_ENTRY, FIELDS, selfEntryDetailPath);
  const columns = useMemo<TableColumn[]>(
    () => [
      ...declared,
      ...(withReason ? [{ name: 'statusReason', label: t('cadrePages.selfEntry.reason'), sortable: false, cell: (r: WireRecord) => <span title={String(r.statusReason ?? '')} className="text-danger">{String(r.statusReason ?? '')}</span> }] : []),
      { name: 'updateTime', label: t(withReason ? 'cadrePages.selfEntry.sentBackAt' : 'cadrePages.selfEntry.submittedAt'), sortable: false, cell: (r: WireRecord) => formatDateTime(r.updateTime) },
    ],
    [declared, withReason, t],
  );
  return <PagedTable data={data} label={label} columns={columns} widths={WIDTHS} empty={empty} actions={actions} actionsWidth={actionsWidth} className="pt-3" />;
}
