/**
 * 党费收缴明细 (/vanguard/partyDues/detail): a branch's year of dues as a grid, one row per member and one
 * column per month, each cell the amount paid (or 未缴, or marked 减免), with the totals of each member,
 * each month and the year.
 */
import { useCallback } from 'react';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { useT } from '../../i18n/locale.ts';
import type { PageProps } from '../../router/pageProps.ts';
import { BranchViewLinks } from './BranchViewLinks.tsx';
import { duesGrid } from './branchViewsApi.ts';
import { BranchYearPicker } from './BranchYearPicker.tsx';
import { useBranchYear } from './useBranchYear.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { vanguardBranchPages } from '../../../model/i18n/vanguardBranchPages.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const yuan = (n: number) => n.toFixed(2);

export default function DuesGridPage({ query }: PageProps) {
  const t = useT(crud, vanguardBranchPages);
  const pick = useBranchYear(query);
  const { branchId, year } = pick;
  const load = useCallback((signal: AbortSignal) => duesGrid(branchId!, year, signal), [branchId, year]);
  const view = useLoaded(`${branchId}|${year}`, branchId ? load : null);
  const grid = branchId ? view.data : null;
  return (
    <section aria-labelledby="dues-grid-title" className="flex flex-col gap-3 p-4">
      <h1 id="dues-grid-title" className="text-lg font-medium text-ink">{t('vanguardPages.dues.title')}</h1>
      <BranchViewLinks current="/vanguard/partyDues/detail" search={pick.search} />
      <BranchYearPicker branchId={branchId} year={year} onChange={pick.choose} />
      {view.error ? <ErrorState message={view.error} onRetry={view.reload} /> : null}
      <p aria-live="polite" className="text-sm text-muted">
        {!branchId ? t('vanguardPages.pick.prompt') : view.loading ? t('crud.loading') : grid ? t('vanguardPages.dues.summary', { year: grid.year, total: yuan(grid.total) }) : ''}
      </p>
      {grid ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={`${grid.partyName} ${t('vanguardPages.dues.title')}`}>
            <thead className="bg-canvas text-muted">
              <tr>
                <th className="p-2 text-left font-normal">{t('vanguardPages.dues.member')}</th>
                {MONTHS.map((m) => <th key={m} className="p-2 font-normal">{t('vanguardPages.gaps.month', { n: m })}</th>)}
                <th className="p-2 font-normal">{t('vanguardPages.dues.total')}</th>
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.cadreId} className="border-t border-line text-center">
                  <th scope="row" className="p-2 text-left font-normal text-ink">{row.cadreName}</th>
                  {row.months.map((cell, i) => (
                    <td key={i} className={cell && !cell.paid ? 'p-2 text-danger' : 'p-2'}>
                      {!cell ? t('vanguardPages.dues.none') : cell.paid ? yuan(cell.amount) : t('vanguardPages.dues.unpaid')}
                      {cell?.exempt ? <span className="ml-1 text-muted">（{t('vanguardPages.dues.exempt')}）</span> : null}
                    </td>
                  ))}
                  <td className="p-2 font-medium">{yuan(row.paidTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line text-center">
                <th scope="row" className="p-2 text-left font-normal text-muted">{t('vanguardPages.dues.monthTotal')}</th>
                {grid.monthTotals.map((total, i) => <td key={i} className="p-2">{yuan(total)}</td>)}
                <td className="p-2 font-medium">{yuan(grid.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
