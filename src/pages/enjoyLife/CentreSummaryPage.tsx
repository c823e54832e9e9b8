/**
 * 活动中心汇总 (/enjoyLife/activityCenteCollection): per organisation below the user's (the cities, for the
 * province) the centres, rooms and seats, teams and their people, and this year's activities; each row's
 * count of centres opens the centre list filtered to that organisation. 导出 gives the same table as .xlsx.
 */
import { useId, useState } from 'react';
import type { CentreSummary } from '../../../model/activityStatistics.ts';
import { CENTRE_LIST_PATH } from '../../../model/activityStatistics.ts';
import { saveFile } from '../../crud/files/download.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { centreSummary, centreSummaryFile } from './centreApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { enjoyLifeCentrePages } from '../../../model/i18n/enjoyLifeCentrePages.ts';

const EXPORT_CODE = 'enjoyLife_activityCenteCollection_export';
const COLUMNS = ['centres', 'rooms', 'capacity', 'teams', 'members', 'activities'] as const;
const TH = 'px-3 text-right font-medium whitespace-nowrap';
const TD = 'px-3 text-right tabular-nums';

function SummaryTable({ data }: { data: CentreSummary }) {
  const t = useT(crud, enjoyLifeCentrePages);
  return (
    <div className="overflow-auto rounded border border-line">
      <table aria-label={t('enjoyLifeCentre.summary.title')} className="w-full border-collapse text-sm">
        <thead className="bg-canvas text-ink">
          <tr className="h-10 border-b border-line">
            <th scope="col" className="px-3 text-left font-medium">{t('enjoyLifeCentre.summary.org')}</th>
            {COLUMNS.map((c) => <th key={c} scope="col" className={TH}>{t(`enjoyLifeCentre.summary.${c}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.orgId} className="h-10 border-b border-line">
              <th scope="row" className="px-3 text-left font-normal whitespace-nowrap">{row.orgName}</th>
              <td className={TD}>
                {row.centres > 0 && row.filter ? (
                  <AppLink to={`${CENTRE_LIST_PATH}?${row.filter}`} aria-label={t('enjoyLifeCentre.summary.open', { org: row.orgName, count: row.centres })} className="text-primary underline-offset-2 hover:underline">
                    {row.centres}
                  </AppLink>
                ) : row.centres}
              </td>
              {COLUMNS.slice(1).map((c) => <td key={c} className={TD}>{row[c]}</td>)}
            </tr>
          ))}
          <tr className="h-10 bg-canvas/60 font-semibold">
            <th scope="row" className="px-3 text-left whitespace-nowrap">{t('enjoyLifeCentre.stats.total')}</th>
            {COLUMNS.map((c) => <td key={c} className={TD}>{data.total[c]}</td>)}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export default function CentreSummaryPage(_props: PageProps) {
  const t = useT(crud, enjoyLifeCentrePages);
  const id = useId();
  const can = usePermissions();
  const [busy, setBusy] = useState(false);
  const loaded = useLoaded('summary', (signal) => centreSummary(signal));

  async function download() {
    setBusy(true);
    try {
      saveFile(await centreSummaryFile(), t('enjoyLifeCentre.summary.file'));
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 p-4">
      <div role="toolbar" aria-label={t('crud.toolbar')} className="flex flex-wrap items-center gap-2">
        <h1 id={id} className="text-lg font-semibold text-ink">{t('enjoyLifeCentre.summary.title')}</h1>
        <span className="flex-1" />
        {can(EXPORT_CODE) ? (
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
            {t('crud.export')}
            <span className="sr-only">{t('enjoyLifeCentre.summary.exportWhat')}</span>
          </Button>
        ) : null}
      </div>
      <WhenLoaded loaded={loaded}>
        {(data) => (
          <>
            <p className="text-sm text-muted">{t('enjoyLifeCentre.summary.note', { year: data.year })}</p>
            <SummaryTable data={data} />
          </>
        )}
      </WhenLoaded>
    </section>
  );
}
