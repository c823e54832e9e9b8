/**
 * 同步异常 (/retiredVeteranCadres/synchronouserror): the feed rows that could not be applied, searched by
 * the declaration's filters, each fixed by 修正后重试 or ignored with a reason (button handle).
 */
import { useMemo } from 'react';
import { filterParams } from '../../../crud/list/listFilters.ts';
import { SearchForm } from '../../../crud/list/SearchForm.tsx';
import { useListState } from '../../../crud/list/useListState.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { SyncErrorTable } from './SyncErrorTable.tsx';
import { SYNC_ERRORS } from './syncErrorView.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export default function SyncErrorPage(_props: PageProps) {
  const t = useT(cadrePages);
  const [state, dispatch] = useListState(SYNC_ERRORS);
  const filters = useMemo(() => filterParams(SYNC_ERRORS, state.filters), [state.filters]);
  const choices = useMemo(
    () => ({ status: Object.entries(SYNC_ERRORS.lifecycle!.states).map(([value, s]) => ({ value, label: t.label(s.label) })) }),
    [t],
  );
  return (
    <section aria-labelledby="sync-errors-title" className="flex flex-col gap-3 p-4">
      <h1 id="sync-errors-title" className="sr-only">{t.label(SYNC_ERRORS.label)}</h1>
      <SearchForm
        def={SYNC_ERRORS}
        draft={state.draft}
        choices={choices}
        dispatch={dispatch}
      />
      <SyncErrorTable label={t.label(SYNC_ERRORS.label)} filters={filters} empty={t('cadrePages.sync.noFailures')} />
    </section>
  );
}
