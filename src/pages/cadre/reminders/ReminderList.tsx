/**
 * A reminder list (生日提醒, 政治生日): the window switch, the cadre list's own search form (the same
 * filters the archive offers, sent as they are), the people whose day falls in the window soonest first,
 * and the whole window as a spreadsheet. State lives here, so a kept-alive tab comes back as it was left.
 */
import { useMemo, useState } from 'react';
import { cadre } from '../../../../model/resources/cadre.ts';
import { COUNTED_STATES } from '../../../../model/resources/cadreLifecycle.ts';
import { useChangeVersion } from '../../../crud/changes.ts';
import { withDictionaries } from '../../../crud/dictionaries/dictionaryStore.ts';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { saveFile } from '../../../crud/files/download.ts';
import { DataTable, type TableColumn } from '../../../crud/list/DataTable.tsx';
import { activeFilterCount } from '../../../crud/list/listFilters.ts';
import { SearchForm } from '../../../crud/list/SearchForm.tsx';
import { useDeclaredList } from '../../../crud/list/useDeclaredList.ts';
import { PAGE_SIZES } from '../../../crud/list/useListState.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import type { Params } from '../../../http/query.ts';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { showToast } from '../../../ui/toastStore.ts';
import { reminderFile, reminderPage, type ReminderKind, type ReminderRow, type ReminderWindow } from './reminderApi.ts';
import { WindowSwitch } from './WindowSwitch.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export interface ReminderListProps<R extends ReminderRow> {
  kind: ReminderKind;
  /** The page's heading and the table's name. */
  title: string;
  /** The export button's permission code. */
  exportCode: string;
  columns: readonly TableColumn<R>[];
  widths: Readonly<Record<string, number>>;
  /** Texts: the count in the window, nobody in it, the file's name. */
  texts: { summary: keyof typeof cadrePages; empty: keyof typeof cadrePages; file: keyof typeof cadrePages };
}

export function ReminderList<R extends ReminderRow>({ kind, title, exportCode, columns, widths, texts }: ReminderListProps<R>) {
  const t = useT(cadrePages, crud);
  const can = usePermissions();
  const [days, setDays] = useState<ReminderWindow>(7);
  const [exporting, setExporting] = useState(false);
  // The columns label sex and retirement type from the dictionaries.
  const load = useMemo(() => withDictionaries((q: Params, signal: AbortSignal) => reminderPage<R>(kind, q, signal)), [kind]);
  // An edit of the archive (a birthday, reminders turned off) shows when the tab is shown again.
  const { state, dispatch, data, filters } = useDeclaredList(cadre, load, useChangeVersion(cadre.name), { extra: { days } });
  const page = data.page;

  function changeWindow(next: ReminderWindow) {
    setDays(next);
    dispatch({ type: 'page', current: 1, size: state.size });
  }

  async function exportWindow() {
    setExporting(true);
    try {
      saveFile(await reminderFile(kind, filters), t(texts.file, { days }));
      showToast(t('cadrePages.birthday.exported'), 'success');
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  }

  // Reminders are for people on file: of the archive's states, only these two can match.
  const choices = useMemo(() => ({ status: COUNTED_STATES.map((value) => ({ value, label: t.label(cadre.lifecycle!.states[value]!.label) })) }), [t]);
  const filtered = activeFilterCount(cadre, state.filters) > 0;
  const placeholder = data.error ? (
    <ErrorState message={data.error} onRetry={data.reload} />
  ) : page && page.records.length === 0 && !data.loading ? (
    <EmptyState message={filtered ? t('crud.noMatches') : t(texts.empty, { days })}>
      {filtered ? <Button onClick={() => dispatch({ type: 'reset' })}>{t('crud.clearFilters')}</Button> : null}
    </EmptyState>
  ) : undefined;

  return (
    <section aria-labelledby={`${kind}-reminder-title`} className="flex flex-col gap-3 p-4">
      <h1 id={`${kind}-reminder-title`} className="sr-only">{title}</h1>
      <SearchForm
        def={cadre}
        draft={state.draft}
        choices={choices}
        dispatch={dispatch}
      />
      <div role="toolbar" aria-label={t('crud.toolbar')} className="flex flex-wrap items-center gap-3">
        <WindowSwitch value={days} onChange={changeWindow} />
        <span className="flex-1" />
        {can(exportCode) ? (
          <Button onClick={() => void exportWindow()} disabled={exporting}>
            {exporting ? t('cadrePages.birthday.exporting') : t('crud.export')}
          </Button>
        ) : null}
        <Button aria-label={t('crud.refresh')} onClick={data.reload}>↻</Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {data.loading ? t('crud.loading') : data.error ? '' : t(texts.summary, { days, total: page?.total ?? 0 })}
      </p>
      <DataTable<R>
        label={title}
        columns={columns}
        widths={widths}
        records={data.error ? null : (page?.records ?? null)}
        loading={data.loading}
        skeletonRows={Math.min(state.size, 10)}
        rowLabel={(r) => r.realName}
        placeholder={placeholder}
      />
      <Pagination current={state.current} size={state.size} count={page} sizes={PAGE_SIZES} onChange={(current, size) => dispatch({ type: 'page', current, size })} />
    </section>
  );
}
