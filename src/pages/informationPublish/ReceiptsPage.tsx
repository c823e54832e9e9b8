/**
 * The sender's view of a document of one kind (receiptKinds.ts): 通知签收情况 (/informationPublish/notice/list) and
 * 政策文件签收情况 (/guideWork/sendReceive/list). For one document (`?id=`): how many recipients have not read, read
 * or signed it, who, when, and how often reminded; 催办 pushes it again to those who have not signed. Without
 * an id, the published documents in the user's scope to choose from.
 */
import { useEffect, useState } from 'react';
import type { Page } from '../../../model/wire.ts';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { resourceApi } from '../../http/api/resource.ts';
import { RequestError } from '../../http/errors.ts';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toastStore.ts';
import type { Receipts } from './receiptApi.ts';
import { NOTICE_KIND, POLICY_KIND, type ReceiptKind } from './receiptKinds.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { informationPublish } from '../../../model/i18n/informationPublish.ts';

const messageOf = (e: unknown) => (e instanceof RequestError ? e.message : String(e));

export const NoticeReceipts = ({ query }: PageProps) => <ReceiptsPage kind={NOTICE_KIND} query={query} />;
export const PolicyReceipts = ({ query }: PageProps) => <ReceiptsPage kind={POLICY_KIND} query={query} />;

function ReceiptsPage({ kind, query }: { kind: ReceiptKind; query: PageProps['query'] }) {
  const id = typeof query.id === 'string' && query.id ? query.id : null;
  return id ? <Tracking key={id} kind={kind} id={id} /> : <Published kind={kind} />;
}

function Published({ kind }: { kind: ReceiptKind }) {
  const t = useT(crud, informationPublish);
  const [page, setPage] = useState<Page<Record<string, unknown>> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    resourceApi(kind.resource.name).list({ status: '1', size: 50 }, { signal: controller.signal }).then(setPage, (e: unknown) => !controller.signal.aborted && setError(messageOf(e)));
    return () => controller.abort();
  }, [attempt]);
  return (
    <div className="flex max-w-3xl flex-col gap-3 p-4">
      <h1 className="text-lg font-semibold">{t(kind.texts.choose)}</h1>
      {error ? <ErrorState message={error} onRetry={() => { setError(null); setAttempt((n) => n + 1); }} /> : null}
      {!page && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {page && page.records.length === 0 ? <EmptyState message={t(kind.texts.nonePublished)} /> : null}
      {page?.records.length ? (
        <ul className="flex flex-col divide-y divide-line rounded border border-line bg-surface">
          {page.records.map((n) => (
            <li key={String(n.id)} className="flex items-center justify-between gap-3 p-3">
              <button type="button" className="text-left text-sm font-medium text-ink hover:text-primary" onClick={() => navigate(`${kind.tracking}?id=${encodeURIComponent(String(n.id))}`)}>
                {String(n[kind.resource.titleField])}
              </button>
              <span className="shrink-0 text-xs text-muted">{kind.showDate(n[kind.date])}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Tracking({ kind, id }: { kind: ReceiptKind; id: string }) {
  const t = useT(crud, informationPublish);
  const can = usePermissions();
  const [receipts, setReceipts] = useState<Receipts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [reminding, setReminding] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    kind.api.receipts(id, controller.signal).then(setReceipts, (e: unknown) => !controller.signal.aborted && setError(messageOf(e)));
    return () => controller.abort();
  }, [kind, id, attempt]);

  async function remind() {
    setReminding(true);
    try {
      const { reminded } = await kind.api.remind(id);
      showToast(t('informationPublish.receipts.reminded', { count: reminded }), 'success');
      setAttempt((n) => n + 1);
    } catch {
      // The request layer has shown why.
    } finally {
      setReminding(false);
    }
  }

  const c = receipts?.counts;
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-center gap-2">
        <Button onClick={() => navigate(kind.tracking)}>{t('informationPublish.receipts.back')}</Button>
        {c && can(kind.resource.permissions.edit) && c.total > c.signed ? (
          <Button variant="primary" disabled={reminding} onClick={() => void remind()}>
            {t('informationPublish.receipts.remind')}
          </Button>
        ) : null}
      </div>
      {error ? <ErrorState message={error} onRetry={() => { setError(null); setAttempt((n) => n + 1); }} /> : null}
      {!receipts && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {c ? <p className="text-sm">{t('informationPublish.receipts.summary', { total: c.total, unread: c.unread, read: c.read, signed: c.signed })}</p> : null}
      {receipts ? (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-left">
              {(['person', 'org', 'state', 'readTime', 'signTime', 'reminders'] as const).map((k) => (
                <th key={k} className="p-2 font-medium">{t(`informationPublish.receipts.${k}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {receipts.records.map((r) => (
              <tr key={r.userId} className="border-b border-line">
                <td className="p-2">{r.userName}</td>
                <td className="p-2">{r.orgName}</td>
                <td className={r.readStatus === '2' ? 'p-2 text-success' : 'p-2'}>{r.readStatusLabel}</td>
                <td className="p-2">{formatDateTime(r.readTime)}</td>
                <td className="p-2">{formatDateTime(r.signTime)}</td>
                <td className="p-2">{r.remindCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
