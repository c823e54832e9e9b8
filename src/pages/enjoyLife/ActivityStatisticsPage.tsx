/**
 * 活动统计 (/enjoyLife/activitystatistics): a year's activities within the user's scope, with their enrolments
 * and attendance, by month (a chart and a table), by type and by centre. Every count of activities opens 活动管理's
 * list with the row's filters (the same query the server counted), and so does a bar of the chart; a centre's
 * name opens its own activity list. 导出 gives the tables as .xlsx.
 */
import { useId, useMemo, useState } from 'react';
import { ACTIVITY_LIST_PATH, type ActivityRow, type ActivityStatistics } from '../../../model/activityStatistics.ts';
import { saveFile } from '../../crud/files/download.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { navigate } from '../../router/navigate.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import type { ChartSpec } from '../cadre/statistics/chartSpec.ts';
import { StatChart } from '../cadre/statistics/StatChart.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { activityStatistics, activityStatisticsFile } from './centreApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { enjoyLifeCentrePages } from '../../../model/i18n/enjoyLifeCentrePages.ts';

const EXPORT_CODE = 'enjoyLife_activitystatistics_export';
const YEARS_SHOWN = 5;
const thisYear = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
const TH = 'px-3 text-right font-medium whitespace-nowrap';
const TD = 'px-3 text-right tabular-nums';
const rate = (row: ActivityRow | ActivityStatistics['total']) => (row.enrolled ? `${Math.round((row.attended / row.enrolled) * 100)}%` : '—');

function Count({ row, what }: { row: ActivityRow; what: string }) {
  const t = useT(crud, enjoyLifeCentrePages);
  if (row.activities === 0) return <>0</>;
  return (
    <AppLink to={`${ACTIVITY_LIST_PATH}?${row.filter}`} aria-label={t('enjoyLifeCentre.stats.open', { what, count: row.activities })} className="text-primary underline-offset-2 hover:underline">
      {row.activities}
    </AppLink>
  );
}

function Table({ title, head, rows, total, centreLinks }: { title: string; head: string; rows: ActivityRow[]; total: ActivityStatistics['total']; centreLinks?: boolean }) {
  const t = useT(crud, enjoyLifeCentrePages);
  return (
    <>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {rows.length === 0 ? <p className="text-sm text-muted">{t('enjoyLifeCentre.stats.none')}</p> : (
        <div className="overflow-auto rounded border border-line">
          <table aria-label={title} className="w-full border-collapse text-sm">
            <thead className="bg-canvas text-ink">
              <tr className="h-10 border-b border-line">
                <th scope="col" className="px-3 text-left font-medium">{head}</th>
                <th scope="col" className={TH}>{t('enjoyLifeCentre.stats.activities')}</th>
                <th scope="col" className={TH}>{t('enjoyLifeCentre.stats.enrolled')}</th>
                <th scope="col" className={TH}>{t('enjoyLifeCentre.stats.attended')}</th>
                <th scope="col" className={TH}>{t('enjoyLifeCentre.stats.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="h-10 border-b border-line">
                  <th scope="row" className="px-3 text-left font-normal whitespace-nowrap">
                    {centreLinks ? <AppLink to={`${ACTIVITY_LIST_PATH}/${row.key}`} className="text-primary underline-offset-2 hover:underline">{row.label}</AppLink> : row.label}
                  </th>
                  <td className={TD}><Count row={row} what={row.label} /></td>
                  <td className={TD}>{row.enrolled}</td>
                  <td className={TD}>{row.attended}</td>
                  <td className={TD}>{rate(row)}</td>
                </tr>
              ))}
              <tr className="h-10 bg-canvas/60 font-semibold">
                <th scope="row" className="px-3 text-left whitespace-nowrap">{t('enjoyLifeCentre.stats.total')}</th>
                <td className={TD}>{total.activities}</td>
                <td className={TD}>{total.enrolled}</td>
                <td className={TD}>{total.attended}</td>
                <td className={TD}>{rate(total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** Activities, enrolments and attendance by month as grouped bars; a bar opens the month's activities. */
function MonthChart({ data }: { data: ActivityStatistics }) {
  const t = useT(crud, enjoyLifeCentrePages);
  const spec = useMemo<ChartSpec<ActivityRow>>(() => ({
    kind: 'bar',
    categories: data.months.map((m) => m.label),
    series: [
      { name: t('enjoyLifeCentre.stats.activities'), values: data.months.map((m) => m.activities) },
      { name: t('enjoyLifeCentre.stats.enrolled'), values: data.months.map((m) => m.enrolled) },
      { name: t('enjoyLifeCentre.stats.attended'), values: data.months.map((m) => m.attended) },
    ],
    cells: [data.months, data.months, data.months],
  }), [data, t]);
  return (
    <StatChart<ActivityRow>
      spec={spec}
      label={t('enjoyLifeCentre.stats.chart', { year: data.year })}
      onPick={(row) => {
        if (row.activities > 0) navigate(`${ACTIVITY_LIST_PATH}?${row.filter}`);
      }}
    />
  );
}

export default function ActivityStatisticsPage(_props: PageProps) {
  const t = useT(crud, enjoyLifeCentrePages);
  const id = useId();
  const can = usePermissions();
  const [year, setYear] = useState(thisYear);
  const [busy, setBusy] = useState(false);
  const loaded = useLoaded(String(year), (signal) => activityStatistics(year, signal));
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear() - i);

  async function download() {
    setBusy(true);
    try {
      saveFile(await activityStatisticsFile(year), t('enjoyLifeCentre.stats.file', { year }));
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 p-4">
      <h1 id={id} className="text-lg font-semibold text-ink">{t('enjoyLifeCentre.stats.title')}</h1>
      <div role="toolbar" aria-label={t('crud.toolbar')} className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          {t('enjoyLifeCentre.stats.year')}
          <Select value={String(year)} onValueChange={(v) => setYear(Number(v))} options={years.map((y) => ({ value: String(y), label: t('enjoyLifeCentre.stats.yearValue', { year: y }) }))} />
        </label>
        <span className="flex-1" />
        {can(EXPORT_CODE) ? (
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
            {t('crud.export')}
            <span className="sr-only">{t('enjoyLifeCentre.stats.exportWhat', { year })}</span>
          </Button>
        ) : null}
      </div>
      <WhenLoaded loaded={loaded}>
        {(data) => (
          <>
            <MonthChart data={data} />
            <Table title={t('enjoyLifeCentre.stats.byMonth')} head={t('enjoyLifeCentre.stats.month')} rows={data.months} total={data.total} />
            <Table title={t('enjoyLifeCentre.stats.byType')} head={t('enjoyLifeCentre.stats.type')} rows={data.types} total={data.total} />
            <Table title={t('enjoyLifeCentre.stats.byCentre')} head={t('enjoyLifeCentre.stats.centre')} rows={data.centres} total={data.total} centreLinks />
          </>
        )}
      </WhenLoaded>
    </section>
  );
}
