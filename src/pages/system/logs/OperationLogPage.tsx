/**
 * 操作日志 (/system/operationLog): every recorded write within the reader's scope, filtered by time, user,
 * the user's organisation, kind of record, action, record and request id; each entry opens its
 * before/after view. Read-only: nobody changes or deletes a log.
 */
import { useCallback, useMemo, useState } from 'react';
import { operationLog } from '../../../../model/resources/logs.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { Button } from '../../../ui/button.tsx';
import type { WireRecord } from '../../../crud/recordApi.ts';
import { DeclaredList } from '../../../crud/list/DeclaredList.tsx';
import { operationLogApi } from './logApi.ts';
import { actionLabel, actionOptions, resourceLabel, resourceOptions } from './logLabels.ts';
import { OperationEntryDialog } from './OperationEntryDialog.tsx';
import { useDeclaredList, type ListLoader } from '../../../crud/list/useDeclaredList.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';
import { crud } from '../../../../model/i18n/crud.ts';

const load: ListLoader = (query, signal) => operationLogApi.list(query, { signal });

export default function OperationLogPage(_: PageProps) {
  const t = useT(crud, systemPages);
  const list = useDeclaredList(operationLog, load);
  const [shown, setShown] = useState<string | null>(null);
  const cells = useMemo(
    () => ({
      resource: (r: WireRecord) => resourceLabel(t, r.resource),
      action: (r: WireRecord) => actionLabel(t, r.action),
    }),
    [t],
  );
  const choices = useMemo(() => ({ resource: resourceOptions(t), action: actionOptions(t) }), [t]);
  const actions = useCallback(
    (r: WireRecord) => (
      <Button size="sm" variant="link" aria-label={t('systemPages.log.entryOf', { action: actionLabel(t, r.action), title: String(r.title ?? r.recordId ?? '') })} onClick={() => setShown(String(r.id))}>
        {t('systemPages.log.view')}
      </Button>
    ),
    [t],
  );
  return (
    <section aria-labelledby="operation-log-title" className="flex flex-col gap-3 p-4">
      <h1 id="operation-log-title" className="sr-only">{t.label(operationLog.label)}</h1>
      <p className="text-sm text-muted">{t('systemPages.log.readOnly')}</p>
      <DeclaredList list={list} label={t.label(operationLog.label)} cells={cells} choices={choices} actions={actions} actionsWidth={110} rowLabel={(r) => String(r.title ?? '')} />
      <OperationEntryDialog id={shown} onClose={() => setShown(null)} />
    </section>
  );
}
