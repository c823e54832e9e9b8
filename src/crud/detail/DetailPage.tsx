/**
 * The detail page of a declared resource (route `.../Details/{id}`): the record in its sections, its
 * lifecycle state with the moves the user may make, edit, print (on paper without the shell), the records of
 * other resources that name it (`related`), and the record's operation history field by field.
 */
import { useMemo } from 'react';
import { resourceApi } from '../../http/api/resource.ts';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { AppLink } from '../../router/AppLink.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { ErrorState } from '../ErrorState.tsx';
import { formatDateTime } from '../format/dateTime.ts';
import { useRecordLoad } from '../form/useRecordLoad.ts';
import { isEditable } from '../lifecycle/isEditable.ts';
import { StatusBadge } from '../lifecycle/StatusBadge.tsx';
import { allowedTransitions, useTransitions } from '../lifecycle/useTransitions.tsx';
import type { CrudPageProps } from '../pageProps.ts';
import type { WireRecord } from '../recordApi.ts';
import { useMe, usePermissions } from '../usePermissions.ts';
import { RecordSections } from './RecordSections.tsx';
import { RelatedRecords } from './RelatedRecords.tsx';
import { HistoryList } from './HistoryList.tsx';
import { PRINT_CSS, usePrintRoot } from './usePrintRoot.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export default function DetailPage({ resource: def, basePath, params }: CrudPageProps) {
  const t = useT(crud, crudViews);
  const can = usePermissions();
  const me = useMe();
  const root = usePrintRoot<HTMLElement>();
  const api = useMemo(() => resourceApi<WireRecord>(def.name), [def.name]);
  const load = useMemo(() => (id: string, signal: AbortSignal) => api.get(id, { signal }), [api]);
  const { state, reload } = useRecordLoad(params.id, load);
  const transitions = useTransitions(def, reload);

  if (state.kind === 'missing') return <EmptyState message={t('crud.recordMissing')} />;
  if (state.kind === 'failed') return <ErrorState message={state.message} onRetry={reload} />;
  if (state.kind === 'loading') return <p aria-busy className="p-8 text-center text-sm text-muted">{t('crud.loading')}</p>;

  const record = state.record;
  const title = String(record[def.titleField] ?? '');
  const canReveal = can(def.permissions.reveal);
  return (
    <article ref={root} aria-labelledby={`${def.name}-detail-title`} className="flex flex-col gap-4 p-4 print:p-0">
      <style>{PRINT_CSS}</style>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id={`${def.name}-detail-title`} className="text-lg font-semibold text-ink">{t('crud.detailTitle', { label: t.label(def.label), title })}</h1>
        {def.lifecycle ? <StatusBadge def={def} state={record[def.lifecycle.field]} /> : null}
        <span className="flex-1" />
        <div className="flex flex-wrap gap-2 print:hidden">
          {allowedTransitions(def, record, can, me).map((move) => (
            <Button key={move.name} onClick={() => void transitions.start(record, move)}>{t.label(move.label)}</Button>
          ))}
          {can(def.permissions.edit) && isEditable(def, record, me) ? (
            <AppLink to={`${basePath}/Edit/${encodeURIComponent(record.id)}`} className="inline-flex h-8 items-center rounded border border-line bg-surface px-4 text-sm text-ink hover:border-primary hover:text-primary">
              {t('crud.edit')}
            </AppLink>
          ) : null}
          <Button onClick={() => window.print()}>{t('crud.print')}</Button>
          <AppLink to={basePath} className="text-primary hover:underline inline-flex h-8 items-center px-2 text-sm">{t('crud.backToList')}</AppLink>
        </div>
      </header>
      <RecordSections def={def} record={record} canReveal={canReveal} />
      {def.related?.map((related) => <RelatedRecords key={related.resource} related={related} record={record} />)}
      <p className="text-xs text-muted">
        {t('crud.timestamps', { created: formatDateTime(record.createTime), updated: formatDateTime(record.updateTime) })}
      </p>
      <section aria-labelledby={`${def.name}-history-title`} className="rounded border border-line bg-surface p-4">
        <h2 id={`${def.name}-history-title`} className="mb-3 text-base font-semibold text-ink">{t('crud.history')}</h2>
        <HistoryList def={def} id={record.id} canReveal={canReveal} />
      </section>
      {transitions.dialog}
    </article>
  );
}
