/**
 * 通知公告详情 (/informationPublish/notice/detail): the notices sent to the user, unsigned first; `?id=` opens one
 * (which marks it read) with its text, and signs it (签收). The bell's notice opens it here.
 */
import { useEffect, useState } from 'react';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { sanitizeHtml } from '../../crud/format/sanitizeHtml.ts';
import { RequestError } from '../../http/errors.ts';
import { useT } from '../../i18n/locale.ts';
import { navigate } from '../../router/navigate.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { noticeDetail, noticeMessages, signNotice, type NoticeMessage } from './noticeApi.ts';

const PATH = '/informationPublish/notice/detail';
const messageOf = (e: unknown) => (e instanceof RequestError ? e.message : String(e));

export default function NoticeDetailPage({ query }: PageProps) {
  const id = typeof query.id === 'string' && query.id ? query.id : null;
  return id ? <Notice key={id} id={id} /> : <Messages />;
}

function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<{ value: T | null; error: string | null }>({ value: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ value, error: null }),
      (e: unknown) => !controller.signal.aborted && setState({ value: null, error: messageOf(e) }),
    );
    return () => controller.abort();
    // `key` names what `load` reads: the new function of each render must not ask again.
  }, [key, attempt]);
  return { ...state, set: (value: T) => setState({ value, error: null }), retry: () => setAttempt((n) => n + 1) };
}

function Messages() {
  const t = useT();
  const { value: page, error, retry } = useLoad((signal) => noticeMessages(1, signal), 'messages');
  return (
    <div className="flex max-w-3xl flex-col gap-3 p-4">
      <h1 className="text-lg font-semibold">{t('informationPublish.notice.mine')}</h1>
      {error ? <ErrorState message={error} onRetry={retry} /> : null}
      {!page && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {page && page.records.length === 0 ? <EmptyState message={t('informationPublish.notice.none')} /> : null}
      {page && page.records.length ? (
        <ul className="flex flex-col divide-y divide-line rounded border border-line bg-surface" aria-label={t('informationPublish.notice.mine')}>
          {page.records.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-3 p-3">
              <button type="button" className="text-left text-sm font-medium text-ink hover:text-primary" onClick={() => navigate(`${PATH}?id=${encodeURIComponent(m.id)}`)}>
                {m.subject}
              </button>
              <span className="shrink-0 text-xs text-muted">
                {m.senderName} · {formatDateTime(m.publishTime)} · <span className={m.readStatus === '2' ? 'text-success' : 'font-medium text-ink'}>{m.readStatusLabel}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Notice({ id }: { id: string }) {
  const t = useT();
  const { value: notice, error, retry, set } = useLoad((signal) => noticeDetail(id, signal), id);
  const [signing, setSigning] = useState(false);

  async function sign() {
    setSigning(true);
    try {
      const signed = await signNotice(id);
      set({ ...notice!, ...signed });
      showToast(t('informationPublish.notice.signed'), 'success');
    } catch {
      // The request layer has shown why.
    } finally {
      setSigning(false);
    }
  }

  return (
    <article className="flex max-w-3xl flex-col gap-3 p-4">
      <Button className="self-start" onClick={() => navigate(PATH)}>
        {t('informationPublish.notice.back')}
      </Button>
      {error ? <ErrorState message={error} onRetry={retry} /> : null}
      {!notice && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {notice ? (
        <>
          <h1 className="text-xl font-semibold">{notice.subject}</h1>
          <p className="text-xs text-muted">
            {notice.noticeTypeLabel} · {notice.senderName} · {formatDateTime(notice.publishTime)} · {notice.readStatusLabel}
            {notice.signTime ? ` · ${t('informationPublish.notice.signedAt', { time: formatDateTime(notice.signTime) })}` : ''}
          </p>
          <div
            className="text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content ?? '') }}
          />
          {notice.readStatus !== '2' ? (
            <Button variant="primary" className="self-start" disabled={signing} onClick={() => void sign()}>
              {t('informationPublish.notice.sign')}
            </Button>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
