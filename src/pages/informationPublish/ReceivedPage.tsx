/**
 * A recipient's documents of one kind (receiptKinds.ts): 通知公告详情 (/informationPublish/notice/detail) and 政策文件
 * 签收 (/guideWork/sendReceive/detail). The documents sent to the user, unsigned first; `?id=` opens one (which
 * marks it read) with its text, and signs it (签收). The bell's message opens it here.
 */
import { useState } from 'react';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { sanitizeHtml } from '../../crud/format/sanitizeHtml.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { NOTICE_KIND, POLICY_KIND, type ReceiptKind } from './receiptKinds.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { informationPublish } from '../../../model/i18n/informationPublish.ts';

export const NoticeInbox = ({ query }: PageProps) => <ReceivedPage kind={NOTICE_KIND} query={query} />;
export const PolicyInbox = ({ query }: PageProps) => <ReceivedPage kind={POLICY_KIND} query={query} />;

function ReceivedPage({ kind, query }: { kind: ReceiptKind; query: PageProps['query'] }) {
  const id = typeof query.id === 'string' && query.id ? query.id : null;
  return id ? <Received key={id} kind={kind} id={id} /> : <Messages kind={kind} />;
}

function Messages({ kind }: { kind: ReceiptKind }) {
  const t = useT(crud, informationPublish);
  const { data: page, error, reload: retry } = useLoaded('messages', (signal) => kind.api.messages(1, signal));
  return (
    <div className="flex max-w-3xl flex-col gap-3 p-4">
      <h1 className="text-lg font-semibold">{t(kind.texts.mine)}</h1>
      {error ? <ErrorState message={error} onRetry={retry} /> : null}
      {!page && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {page && page.records.length === 0 ? <EmptyState message={t(kind.texts.none)} /> : null}
      {page && page.records.length ? (
        <ul className="flex flex-col divide-y divide-line rounded border border-line bg-surface" aria-label={t(kind.texts.mine)}>
          {page.records.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-3 p-3">
              <button type="button" className="text-left text-sm font-medium text-ink hover:text-primary" onClick={() => navigate(`${kind.inbox}?id=${encodeURIComponent(m.id)}`)}>
                {m.subject}
              </button>
              <span className="shrink-0 text-xs text-muted">
                {m.senderName} · {kind.showDate(m[kind.date])} · <span className={m.readStatus === '2' ? 'text-success' : 'font-medium text-ink'}>{m.readStatusLabel}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Received({ kind, id }: { kind: ReceiptKind; id: string }) {
  const t = useT(crud, informationPublish);
  const { data: doc, error, reload: retry, set } = useLoaded(id, (signal) => kind.api.detail(id, signal));
  const [signing, setSigning] = useState(false);

  async function sign() {
    setSigning(true);
    try {
      const signed = await kind.api.sign(id);
      set({ ...doc!, ...signed });
      showToast(t('informationPublish.notice.signed'), 'success');
    } catch {
      // The request layer has shown why.
    } finally {
      setSigning(false);
    }
  }

  return (
    <article className="flex max-w-3xl flex-col gap-3 p-4">
      <Button className="self-start" onClick={() => navigate(kind.inbox)}>
        {t(kind.texts.back)}
      </Button>
      {error ? <ErrorState message={error} onRetry={retry} /> : null}
      {!doc && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {doc ? (
        <>
          <h1 className="text-xl font-semibold">{doc.subject}</h1>
          <p className="text-xs text-muted">
            {[doc[kind.typeLabel], doc.docNo, doc.senderName, kind.showDate(doc[kind.date]), doc.readStatusLabel].filter(Boolean).join(' · ')}
            {doc.signTime ? ` · ${t('informationPublish.notice.signedAt', { time: formatDateTime(doc.signTime) })}` : ''}
          </p>
          <div
            className="text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(doc.content ?? '') }}
          />
          {doc.readStatus !== '2' ? (
            <Button variant="primary" className="self-start" disabled={signing} onClick={() => void sign()}>
              {t('informationPublish.notice.sign')}
            </Button>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
