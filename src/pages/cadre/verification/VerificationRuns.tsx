/** 核验记录: the runs in scope, newest first, each opening its own findings in the worklist. */
import { useCallback, useMemo } from 'react';
import { useChangeVersion } from '../../../crud/changes.ts';
import { dictLabel, useDictionaries, withDictionaries } from '../../../crud/dictionaries/dictionaryStore.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { formatDateTime } from '../../../crud/format/dateTime.ts';
import { DataTable, type TableColumn } from '../../../crud/list/DataTable.tsx';
import { PAGE_SIZES } from '../../../crud/list/useListState.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { usePagedLoad } from '../../../crud/list/usePagedLoad.ts';
import { verificationRuns, type VerificationRun } from './verificationApi.ts';
import { RUNS_CHANGED } from './VerificationRunPanel.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

const WIDTHS = { createTime: 150, checkItem: 170, orgName: 200, checked: 100, found: 100, createByName: 120 };
const NO_FILTERS = {};
const labelledRuns = withDictionaries(verificationRuns);

export function VerificationRuns({ onShowRun }: { onShowRun(run: VerificationRun): void }) {
  const t = useT(cadrePages);
  const dicts = useDictionaries();
  const data = usePagedLoad(labelledRuns, NO_FILTERS, useChangeVersion(RUNS_CHANGED));
  const columns = useMemo<TableColumn<VerificationRun>[]>(() => {
    const column = (name: keyof typeof WIDTHS, label: string, cell: (r: VerificationRun) => string): TableColumn<VerificationRun> => ({ name, label, sortable: false, cell });
    return [
      column('createTime', t('cadrePages.verify.runTime'), (r) => formatDateTime(r.createTime)),
      column('checkItem', t('cadrePages.verify.check'), (r) => dictLabel(dicts, 'verification_check', r.checkItem)),
      column('orgName', t('cadrePages.verify.runOrg'), (r) => r.orgName ?? ''),
      column('checked', t('cadrePages.verify.checked'), (r) => String(r.checked)),
      column('found', t('cadrePages.verify.found'), (r) => String(r.found)),
      column('createByName', t('cadrePages.verify.runBy'), (r) => r.createByName ?? ''),
    ];
  }, [t, dicts]);
  const actions = useCallback(
    (r: VerificationRun) => (
      <Button size="sm" variant="link" onClick={() => onShowRun(r)}>{t('cadrePages.verify.showRun')}</Button>
    ),
    [onShowRun, t],
  );
  const page = data.page;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={t('cadrePages.verify.noRuns')} />
  ) : undefined;
  return (
    <div className="flex flex-col gap-3 pt-3">
      <DataTable<VerificationRun>
        label={t('cadrePages.verify.runs')}
        columns={columns}
        widths={WIDTHS}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={5}
        rowLabel={(r) => r.id}
        actions={actions}
        actionsWidth={120}
        placeholder={placeholder}
      />
      <Pagination current={data.current} size={data.size} count={page} sizes={PAGE_SIZES} onChange={data.setPage} />
    </div>
  );
}
