/** 导入记录详情 (/retiredVeteranCadres/import/record/{id}): one import of the official template: who, when, how many, and its problems. */
import { useMemo } from 'react';
import { EmptyState } from '../../../crud/EmptyState.tsx';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { useRecordLoad } from '../../../crud/form/useRecordLoad.ts';
import { displayValue } from '../../../crud/format/displayValue.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import type { PageProps } from '../../../router/pageProps.ts';
import { templateImportRecord } from './cadreImportApi.ts';
import { ImportProblems } from './ImportProblems.tsx';
import { TEMPLATE_IMPORT_LIST, templateImportStatus } from './templateImportList.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';
import { crud } from '../../../../model/i18n/crud.ts';
import { crudViews } from '../../../../model/i18n/crudViews.ts';
import { platform } from '../../../../model/i18n/platform.ts';

export default function ImportRecordPage({ params }: PageProps) {
  const t = useT(cadrePages, crud, crudViews, platform);
  const load = useMemo(() => (id: string, signal: AbortSignal) => templateImportRecord(id, signal), []);
  const { state, reload } = useRecordLoad(params.id, load);
  const back = (
    <AppLink to="/retiredVeteranCadres/import/record" className="text-sm text-primary hover:underline">{t('crud.backToList')}</AppLink>
  );
  if (state.kind === 'missing') return <EmptyState message={t('empty.noResultForId')}>{back}</EmptyState>;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;
  const record = state.record;
  return (
    <section aria-labelledby="cadre-import-record-title" className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="cadre-import-record-title" className="text-lg font-semibold text-ink">{t('cadrePages.import.recordTitle', { name: record.fileName })}</h1>
        <span className="flex-1" />
        {back}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded border border-line bg-surface p-4 text-sm md:grid-cols-2">
        {TEMPLATE_IMPORT_LIST.fields.map((field) => (
          <div key={field.name}>
            <dt className="text-muted">{t.label(field.label)}</dt>
            <dd className="mt-0.5 text-ink">{field.name === 'status' ? templateImportStatus(t, record.status) : displayValue(field, { ...record }, t) || '—'}</dd>
          </div>
        ))}
      </dl>
      {record.errors?.length ? <ImportProblems problems={record.errors} limit={1000} /> : <p className="text-sm text-success">{t('cadrePages.import.noProblems')}</p>}
    </section>
  );
}
