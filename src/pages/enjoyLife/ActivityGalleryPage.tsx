/**
 * 活动风采 (/enjoyLife/activityLookRound): the finished activities within the user's scope, latest first, as a
 * gallery of their photos (活动照片, uploaded on the activity's form) with their centre, day, attendance and
 * summary; a card opens the activity's details. More are shown on demand.
 */
import { useId, useState } from 'react';
import { ACTIVITY_LIST_PATH } from '../../../model/activityStatistics.ts';
import { ImagePreview } from '../../crud/files/ImagePreview.tsx';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { finishedActivities } from './centreApi.ts';
import { enjoyLifeCentrePages } from '../../../model/i18n/enjoyLifeCentrePages.ts';

const PAGE = 24;
const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(iso));

export default function ActivityGalleryPage(_props: PageProps) {
  const t = useT(enjoyLifeCentrePages);
  const id = useId();
  const [size, setSize] = useState(PAGE);
  const loaded = useLoaded(String(size), (signal) => finishedActivities(size, signal));
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 p-4">
      <h1 id={id} className="text-lg font-semibold text-ink">{t('enjoyLifeCentre.gallery.title')}</h1>
      <WhenLoaded loaded={loaded}>
        {(data) => data.total === 0 ? <p className="text-sm text-muted">{t('enjoyLifeCentre.gallery.empty')}</p> : (
          <>
            <p role="status" className="text-sm text-muted">{t('enjoyLifeCentre.gallery.summary', { total: data.total })}</p>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
              {data.records.map((a) => (
                <li key={a.id} className="flex flex-col gap-2 rounded bg-surface p-3 shadow-sm">
                  {a.photo ? <ImagePreview id={a.photo} alt={a.title} className="aspect-[4/3] w-full" /> : (
                    <div className="flex aspect-[4/3] w-full items-center justify-center rounded bg-canvas text-sm text-muted">{t('enjoyLifeCentre.gallery.noPhoto')}</div>
                  )}
                  <AppLink to={`${ACTIVITY_LIST_PATH}/Details/${a.id}`} className="font-medium text-primary underline-offset-2 hover:underline">{a.title}</AppLink>
                  <p className="text-sm text-muted">{a.centerName} · {dayOf(a.startTime)} · {t('enjoyLifeCentre.gallery.attended', { n: a.attended })}</p>
                  {a.summary ? <p className="text-sm text-ink">{a.summary}</p> : null}
                </li>
              ))}
            </ul>
            {data.records.length < data.total ? <Button onClick={() => setSize((s) => s + PAGE)}>{t('enjoyLifeCentre.gallery.more')}</Button> : null}
          </>
        )}
      </WhenLoaded>
    </section>
  );
}
