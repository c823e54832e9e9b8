/**
 * 三会一课缺会情况 (/vanguard/attendance/missing): for a branch and a year, each required meeting
 * (model/meetingSchedule.ts) per month or quarter, held, missed (the period is over and none was held) or
 * not yet due.
 */
import { useCallback } from 'react';
import type { PeriodState } from '../../../model/meetingSchedule.ts';
import { dictLabel, useDictionaries, withDictionaries } from '../../crud/dictionaries/dictionaryStore.ts';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { cn } from '../../ui/cn.ts';
import { BranchViewLinks } from './BranchViewLinks.tsx';
import { meetingGaps } from './branchViewsApi.ts';
import { BranchYearPicker } from './BranchYearPicker.tsx';
import { useBranchYear } from './useBranchYear.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { vanguardBranchPages } from '../../../model/i18n/vanguardBranchPages.ts';

const labelledGaps = withDictionaries(meetingGaps);

const TONE: Record<PeriodState, string> = { held: 'text-success', missing: 'font-medium text-danger', pending: 'text-muted' };

export default function MeetingGapsPage({ query }: PageProps) {
  const t = useT(crud, vanguardBranchPages);
  const dicts = useDictionaries();
  const pick = useBranchYear(query);
  const { branchId, year } = pick;
  // The tables are named by the meeting types' labels.
  const load = useCallback((signal: AbortSignal) => labelledGaps(branchId!, year, signal), [branchId, year]);
  const view = useLoaded(`${branchId}|${year}`, branchId ? load : null);
  const gaps = branchId ? view.data : null;
  const missing = gaps?.rows.reduce((sum, r) => sum + r.missing, 0) ?? 0;
  return (
    <section aria-labelledby="meeting-gaps-title" className="flex flex-col gap-3 p-4">
      <h1 id="meeting-gaps-title" className="text-lg font-medium text-ink">{t('vanguardPages.gaps.title')}</h1>
      <BranchViewLinks current="/vanguard/attendance/missing" search={pick.search} />
      <BranchYearPicker branchId={branchId} year={year} onChange={pick.choose} />
      {view.error ? <ErrorState message={view.error} onRetry={view.reload} /> : null}
      <p aria-live="polite" className="text-sm text-muted">
        {!branchId ? t('vanguardPages.pick.prompt') : view.loading ? t('crud.loading') : gaps ? t('vanguardPages.gaps.summary', { year: gaps.year, missing }) : ''}
      </p>
      {gaps
        ? gaps.rows.map((row) => (
            <table key={row.meetingType} className="w-full text-sm" aria-label={dictLabel(dicts, 'org_life_type', row.meetingType)}>
              <caption className="py-1 text-left text-ink">
                {dictLabel(dicts, 'org_life_type', row.meetingType)}（{t(`vanguardPages.gaps.every.${row.every}`)}）
                {row.missing ? <span className="ml-2 text-danger">{t('vanguardPages.gaps.missingCount')}：{row.missing}</span> : null}
              </caption>
              <thead className="bg-canvas text-muted">
                <tr>
                  {row.periods.map((p) => (
                    <th key={p.period} className="p-2 font-normal">{t(row.every === 'month' ? 'vanguardPages.gaps.month' : 'vanguardPages.gaps.quarter', { n: p.period })}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-line text-center">
                  {row.periods.map((p) => (
                    <td key={p.period} className={cn('p-2', TONE[p.state])}>
                      {p.state === 'held' ? t('vanguardPages.gaps.held', { n: p.held }) : t(`vanguardPages.gaps.${p.state}`)}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          ))
        : null}
    </section>
  );
}
