/**
 * 新闻占比统计 (/informationPublish/newsTrend/proportion): the share of published news in the user's scope by
 * publishing organisation and by column, each as CSS bars beside a table with the same numbers (a screen
 * reader reads the table; the bars are drawn for the eye only, so no chart runtime loads).
 */
import { useEffect, useState } from 'react';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { RequestError } from '../../http/errors.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { NewsProportion, Share } from '../../../model/newsProportion.ts';
import { newsProportion } from './newsProportionApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { informationPublish } from '../../../model/i18n/informationPublish.ts';

const messageOf = (e: unknown) => (e instanceof RequestError ? e.message : String(e));

export default function NewsProportionPage() {
  const t = useT(crud, informationPublish);
  const [data, setData] = useState<NewsProportion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    newsProportion(controller.signal).then(setData, (e: unknown) => !controller.signal.aborted && setError(messageOf(e)));
    return () => controller.abort();
  }, [attempt]);
  return (
    <div className="flex max-w-4xl flex-col gap-4 p-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-lg font-semibold">{t('informationPublish.proportion.title')}</h1>
        <AppLink to="/informationPublish/newsTrend" className="text-sm text-primary hover:underline">{t('informationPublish.proportion.back')}</AppLink>
      </div>
      {error ? <ErrorState message={error} onRetry={() => { setError(null); setAttempt((n) => n + 1); }} /> : null}
      {!data && !error ? <p className="text-sm text-muted">{t('crud.loading')}</p> : null}
      {data && data.total === 0 ? <EmptyState message={t('informationPublish.proportion.empty')} /> : null}
      {data && data.total > 0 ? (
        <>
          <p className="text-sm">{t('informationPublish.proportion.total', { total: data.total })}</p>
          <ShareChart caption={t('informationPublish.proportion.byOrg')} nameHeader={t('informationPublish.proportion.org')} shares={data.byOrg} />
          <ShareChart caption={t('informationPublish.proportion.byColumn')} nameHeader={t('informationPublish.proportion.column')} shares={data.byColumn} />
        </>
      ) : null}
    </div>
  );
}

function ShareChart({ caption, nameHeader, shares }: { caption: string; nameHeader: string; shares: Share[] }) {
  const t = useT(crud, informationPublish);
  const widest = Math.max(...shares.map((s) => s.percent), 1);
  return (
    <section className="flex flex-col gap-2 rounded border border-line bg-surface p-3">
      <h2 className="text-base font-medium">{caption}</h2>
      <div aria-hidden="true" className="flex flex-col gap-1">
        {shares.map((s) => (
          <div key={s.code} className="flex items-center gap-2 text-xs">
            <span className="w-40 shrink-0 truncate text-right">{s.name}</span>
            <span className="h-3 rounded-sm bg-primary" style={{ width: `${(s.percent / widest) * 60}%` }} />
            <span className="text-muted">{s.percent}%</span>
          </div>
        ))}
      </div>
      <table className="w-full border-collapse text-sm" aria-label={caption}>
        <thead>
          <tr className="border-b border-line text-left">
            <th className="p-2 font-medium">{nameHeader}</th>
            <th className="p-2 font-medium">{t('informationPublish.proportion.count')}</th>
            <th className="p-2 font-medium">{t('informationPublish.proportion.percent')}</th>
          </tr>
        </thead>
        <tbody>
          {shares.map((s) => (
            <tr key={s.code} className="border-b border-line">
              <td className="p-2">{s.name}</td>
              <td className="p-2">{s.count}</td>
              <td className="p-2">{s.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
