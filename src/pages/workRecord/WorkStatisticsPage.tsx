/**
 * 工作统计 (/workRecord/statistics): a year's work records within the user's scope — each kind of visit and
 * hardship help by month with the money given, the same visits as a chart, the organisations below the
 * user's, the stays still in hospital and the trips abroad under way. Every number is a link to the list that shows its records (the
 * kind's own list page, opened with the figure's filters), where the user holds that page; a bar of the
 * chart opens the same list as the number in the table.
 */
import { useId, useMemo, useState } from 'react';
import { sumFigures, type WorkFigure, type WorkRecordStatistics } from '../../../model/workRecordStatistics.ts';
import { saveFile } from '../../crud/files/download.ts';
import { RESOURCE_LABELS } from '../../crud/resourceLabels.precomputed.ts';
import { usePermissions } from '../../crud/usePermissions.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { pagesShowing } from '../../router/menuIndex.ts';
import { navigate } from '../../router/navigate.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import { useGrantedMenu } from '../../router/grantedMenu.ts';
import type { ChartSpec } from '../cadre/statistics/chartSpec.ts';
import { StatChart } from '../cadre/statistics/StatChart.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { WhenLoaded } from '../cadre/statistics/WhenLoaded.tsx';
import { workStatistics, workStatisticsFile } from './statisticsApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { workRecordPages } from '../../../model/i18n/workRecordPages.ts';

const EXPORT_CODE = 'workRecord_statistics_export';
const YEARS_SHOWN = 5;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const thisYear = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));

/** The address of the list that shows a figure's records, where the user holds a page of its resource. */
function useListAddress(): (figure: WorkFigure) => string | null {
  const menu = useGrantedMenu();
  return useMemo(() => (figure) => {
    const page = figure.list ? pagesShowing(menu, figure.list.resource)[0] : undefined;
    return page && figure.list ? `${page}?${figure.list.filter}` : null;
  }, [menu]);
}

function Count({ figure, what, address }: { figure: WorkFigure; what: string; address: (f: WorkFigure) => string | null }) {
  const t = useT(crud, workRecordPages);
  const to = figure.count > 0 ? address(figure) : null;
  if (!to) return <>{figure.count}</>;
  return (
    <AppLink to={to} aria-label={t('workRecordPages.stats.openList', { what, count: figure.count })} className="text-primary underline-offset-2 hover:underline">
      {figure.count}
    </AppLink>
  );
}

const TH = 'px-3 text-right font-medium whitespace-nowrap';
const TD = 'px-3 text-right tabular-nums';

function ByMonth({ data, address }: { data: WorkRecordStatistics; address: (f: WorkFigure) => string | null }) {
  const t = useT(crud, workRecordPages);
  const month = (m: number) => t('workRecordPages.stats.month', { month: m });
  const rows = [
    ...data.kinds.map((k) => ({ key: k.resource, label: t.label(RESOURCE_LABELS[k.resource]!.label), months: k.months, total: k.total, strong: false })),
    {
      key: 'visits',
      label: t('workRecordPages.stats.visits'),
      months: data.visitsByMonth,
      total: { ...sumFigures(data.visitsByMonth), list: null },
      strong: true,
    },
  ];
  return (
    <div className="overflow-auto rounded border border-line">
      <table aria-label={t('workRecordPages.stats.byMonth')} className="w-full border-collapse text-sm">
        <thead className="bg-canvas text-ink">
          <tr className="h-10 border-b border-line">
            <th scope="col" className="px-3 text-left font-medium">{t('workRecordPages.stats.kind')}</th>
            {MONTHS.map((m) => <th key={m} scope="col" className={TH}>{month(m)}</th>)}
            <th scope="col" className={TH}>{t('workRecordPages.stats.total')}</th>
            <th scope="col" className={TH}>{t('workRecordPages.stats.money')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.strong ? 'h-10 bg-canvas/60 font-semibold' : 'h-10 border-b border-line'}>
              <th scope="row" className="px-3 text-left font-normal whitespace-nowrap">{row.label}</th>
              {row.months.map((f, i) => <td key={i} className={TD}><Count figure={f} what={`${row.label} ${month(i + 1)}`} address={address} /></td>)}
              <td className={TD}><Count figure={row.total} what={`${row.label} ${t('workRecordPages.stats.total')}`} address={address} /></td>
              <td className={TD}>{row.total.money}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ByOrg({ data, address }: { data: WorkRecordStatistics; address: (f: WorkFigure) => string | null }) {
  const t = useT(crud, workRecordPages);
  if (data.orgs.length === 0) return <p className="text-sm text-muted">{t('workRecordPages.stats.noOrgs')}</p>;
  const visits = data.kinds.length - 1;
  const labels = data.kinds.map((k) => t.label(RESOURCE_LABELS[k.resource]!.label));
  return (
    <div className="overflow-auto rounded border border-line">
      <table aria-label={t('workRecordPages.stats.byOrg')} className="w-full border-collapse text-sm">
        <thead className="bg-canvas text-ink">
          <tr className="h-10 border-b border-line">
            <th scope="col" className="px-3 text-left font-medium">{t('workRecordPages.stats.org')}</th>
            {labels.map((label) => <th key={label} scope="col" className={TH}>{label}</th>)}
            <th scope="col" className={TH}>{t('workRecordPages.stats.visits')}</th>
            <th scope="col" className={TH}>{t('workRecordPages.stats.visitMoney')}</th>
            <th scope="col" className={TH}>{t('workRecordPages.stats.helpMoney')}</th>
          </tr>
        </thead>
        <tbody>
          {data.orgs.map((org) => {
            const own = sumFigures(org.kinds.slice(0, visits));
            return (
              <tr key={org.orgId} className="h-10 border-b border-line last:border-b-0">
                <th scope="row" className="px-3 text-left font-normal whitespace-nowrap">{org.orgName}</th>
                {org.kinds.map((f, k) => <td key={k} className={TD}><Count figure={f} what={`${org.orgName} ${labels[k]}`} address={address} /></td>)}
                <td className={TD}>{own.count}</td>
                <td className={TD}>{own.money}</td>
                <td className={TD}>{org.kinds[visits]!.money}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function WorkStatisticsPage(_props: PageProps) {
  const t = useT(crud, workRecordPages);
  const id = useId();
  const can = usePermissions();
  const address = useListAddress();
  // First the latest year with records (the server's choice), then the one the user picks.
  const [asked, setAsked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = useLoaded(String(asked), (signal) => workStatistics(asked, signal));
  const year = asked ?? loaded.data?.year ?? thisYear();
  const years = Array.from({ length: YEARS_SHOWN }, (_, i) => thisYear() - i);

  async function download() {
    setBusy(true);
    try {
      saveFile(await workStatisticsFile(year), t('workRecordPages.stats.file', { year }));
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 p-4">
      <h1 id={id} className="text-lg font-semibold text-ink">{t('workRecordPages.stats.title')}</h1>
      <div role="toolbar" aria-label={t('crud.toolbar')} className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          {t('workRecordPages.stats.year')}
          <Select value={String(year)} onValueChange={(v) => setAsked(Number(v))} options={years.map((y) => ({ value: String(y), label: t('workRecordPages.stats.yearValue', { year: y }) }))} />
        </label>
        <span className="flex-1" />
        {can(EXPORT_CODE) ? (
          <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void download()}>
            {t('crud.export')}
            <span className="sr-only">{t('workRecordPages.stats.exportWhat', { year })}</span>
          </Button>
        ) : null}
      </div>
      <WhenLoaded loaded={loaded}>
        {(data) => (
          <>
            <p className="flex gap-6 text-sm">
              <span>{t('workRecordPages.stats.inHospital')}：<Count figure={data.inHospital} what={t('workRecordPages.stats.inHospital')} address={address} /></span>
              <span>{t('workRecordPages.stats.abroad')}：<Count figure={data.abroad} what={t('workRecordPages.stats.abroad')} address={address} /></span>
            </p>
            <h2 className="text-base font-semibold text-ink">{t('workRecordPages.stats.byMonth')}</h2>
            <ByMonth data={data} address={address} />
            <VisitChart data={data} address={address} />
            <h2 className="text-base font-semibold text-ink">{t('workRecordPages.stats.byOrg')}</h2>
            <ByOrg data={data} address={address} />
          </>
        )}
      </WhenLoaded>
    </section>
  );
}

/** The visits of each kind by month as grouped bars; a bar opens the list its table number opens. */
function VisitChart({ data, address }: { data: WorkRecordStatistics; address: (f: WorkFigure) => string | null }) {
  const t = useT(crud, workRecordPages);
  const spec = useMemo<ChartSpec<WorkFigure>>(() => {
    const visits = data.kinds.slice(0, data.kinds.length - 1);
    return {
      kind: 'bar',
      categories: MONTHS.map((m) => t('workRecordPages.stats.month', { month: m })),
      series: visits.map((k) => ({ name: t.label(RESOURCE_LABELS[k.resource]!.label), values: k.months.map((f) => f.count) })),
      cells: visits.map((k) => k.months),
    };
  }, [data, t]);
  return (
    <StatChart<WorkFigure>
      spec={spec}
      label={t('workRecordPages.stats.chart', { year: data.year })}
      onPick={(figure) => {
        const to = figure.count > 0 ? address(figure) : null;
        if (to) navigate(to);
      }}
    />
  );
}
