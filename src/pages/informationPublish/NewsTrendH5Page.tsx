/**
 * 新闻动态（移动端） (/informationPublish/newsTrendH5): published news as a phone shows it, one narrow column of
 * cards (cover, headline, column, time, views), pinned first; a card opens the article in the same column,
 * which counts a view (`newsTrendsApp/{id}`). More news loads at the foot of the list.
 */
import { useEffect, useState } from 'react';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { ImagePreview } from '../../crud/files/ImagePreview.tsx';
import { formatDateTime } from '../../crud/format/dateTime.ts';
import { sanitizeHtml } from '../../crud/format/sanitizeHtml.ts';
import { RequestError } from '../../http/errors.ts';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { newsItem, newsPage, type NewsItem } from './newsReaderApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { informationPublish } from '../../../model/i18n/informationPublish.ts';

const SIZE = 10;

const messageOf = (e: unknown) => (e instanceof RequestError ? e.message : String(e));

export default function NewsTrendH5Page(_props: PageProps) {
  const t = useT(crud, informationPublish);
  const [items, setItems] = useState<NewsItem[]>([]);
  const [total, setTotal] = useState(0);
  const [current, setCurrent] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    newsPage(current, SIZE, controller.signal).then(
      (page) => {
        setItems((shown) => (current === 1 ? page.records : [...shown, ...page.records]));
        setTotal(page.total);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setError(messageOf(e));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [current, attempt]);

  if (openId) return <Article id={openId} onBack={() => setOpenId(null)} />;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-3 p-3">
      <h1 className="text-lg font-semibold">{t('informationPublish.h5.title')}</h1>
      {error ? <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {!error && !loading && items.length === 0 ? <EmptyState message={t('informationPublish.h5.empty')} /> : null}
      <ul className="flex flex-col gap-3" aria-label={t('informationPublish.h5.title')}>
        {items.map((item) => (
          <li key={item.id} className="flex gap-3 rounded-lg border border-line bg-surface p-3">
            {item.cover ? <ImagePreview id={item.cover} alt={item.headline} className="h-16 w-28 shrink-0" /> : null}
            <div className="flex min-w-0 flex-col gap-1">
              <button type="button" className="text-left text-base font-medium text-ink hover:text-primary" onClick={() => setOpenId(item.id)}>
                {item.isTop ? <span className="mr-1 rounded bg-primary px-1 text-xs text-primary-foreground">{t('informationPublish.h5.pinned')}</span> : null}
                {item.headline}
              </button>
              <p className="text-xs text-muted">
                {item.newsColumnLabel} · {formatDateTime(item.publishTime)} · {t('informationPublish.h5.views', { count: item.viewCount })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {loading ? <p className="text-center text-sm text-muted">{t('crud.loading')}</p> : null}
      {!loading && !error && items.length < total ? (
        <Button onClick={() => setCurrent((n) => n + 1)}>
          {t('informationPublish.h5.more')}
        </Button>
      ) : null}
    </div>
  );
}

function Article({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT(crud, informationPublish);
  const [item, setItem] = useState<NewsItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    newsItem(id, controller.signal).then(setItem, (e: unknown) => !controller.signal.aborted && setError(messageOf(e)));
    return () => controller.abort();
  }, [id, attempt]);

  return (
    <article className="mx-auto flex w-full max-w-md flex-col gap-3 p-3">
      <Button className="self-start" onClick={onBack}>
        {t('informationPublish.h5.back')}
      </Button>
      {error ? <ErrorState message={error} onRetry={() => { setError(null); setAttempt((n) => n + 1); }} /> : null}
      {!item && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {item ? (
        <>
          <h1 className="text-xl font-semibold leading-snug">{item.headline}</h1>
          <p className="text-xs text-muted">
            {item.source ? `${t('informationPublish.h5.source', { source: item.source })} · ` : ''}
            {formatDateTime(item.publishTime)} · {t('informationPublish.h5.views', { count: item.viewCount })}
          </p>
          {item.cover ? <ImagePreview id={item.cover} alt={item.headline} className="aspect-video w-full" /> : null}
          <div
            className="text-base leading-relaxed [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.context) }}
          />
        </>
      ) : null}
    </article>
  );
}
