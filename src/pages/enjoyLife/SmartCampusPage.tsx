/**
 * 智慧校园 (/enjoyLife/smartCampus): the elderly universities in the user's scope as they stand, one row each:
 * disciplines and courses, planned places and limits, students by kind, fees paid and refunded, with the
 * totals. A university's name opens its record (its courses are listed there).
 */
import type { CampusSummaryRow } from '../../../model/enjoyLifeViews.ts';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { campusSummary } from './universityViewsApi.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { enjoyLifeUniversityPages } from '../../../model/i18n/enjoyLifeUniversityPages.ts';

type Figures = Omit<CampusSummaryRow, 'id' | 'universityName' | 'orgName'>;

function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <td className="p-2 text-right">{row.disciplines}</td>
      <td className="p-2 text-right">{row.courses}（{row.activeCourses}）</td>
      <td className="p-2 text-right">{row.plannedEnrollment}</td>
      <td className="p-2 text-right">{row.limitNum}</td>
      <td className="p-2 text-right">{row.enrolled}</td>
      <td className="p-2 text-right">{row.retiredEarly}/{row.retired}/{row.others}</td>
      <td className="p-2 text-right">{row.paid}</td>
      <td className="p-2 text-right">{row.refunded}</td>
      <td className="p-2 text-right">{row.feesReceived.toFixed(2)}</td>
    </>
  );
}

export default function SmartCampusPage(_props: PageProps) {
  const t = useT(crud, enjoyLifeUniversityPages);
  const view = useLoaded('campus', campusSummary);
  const rows = view.data?.rows ?? [];
  const heads = [
    'enjoyLifePages.campus.disciplines', 'enjoyLifePages.campus.courses', 'enjoyLifePages.campus.planned', 'enjoyLifePages.campus.limit',
    'enjoyLifePages.campus.enrolled', 'enjoyLifePages.campus.byType', 'enjoyLifePages.campus.paid', 'enjoyLifePages.campus.refunded',
    'enjoyLifePages.campus.fees',
  ] as const;
  return (
    <section aria-labelledby="campus-title" className="flex flex-col gap-3 p-4">
      <h1 id="campus-title" className="text-lg font-medium text-ink">{t('enjoyLifePages.campus.title')}</h1>
      {view.error ? <ErrorState message={view.error} onRetry={view.reload} /> : null}
      <p aria-live="polite" className="text-sm text-muted">
        {view.loading ? t('crud.loading') : view.data ? t('enjoyLifePages.campus.summary', { count: rows.length, enrolled: view.data.total.enrolled }) : ''}
      </p>
      {view.data && rows.length === 0 ? <EmptyState message={t('enjoyLifePages.campus.empty')} /> : null}
      {rows.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={t('enjoyLifePages.campus.title')}>
            <thead className="bg-canvas text-left text-muted">
              <tr>
                <th className="p-2 font-normal">{t('enjoyLifePages.campus.university')}</th>
                <th className="p-2 font-normal">{t('enjoyLifePages.campus.org')}</th>
                {heads.map((key) => <th key={key} className="p-2 text-right font-normal">{t(key)}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <td className="p-2"><AppLink to={`/enjoyLife/elderlyUniversity/Details/${r.id}`} className="text-primary hover:underline">{r.universityName}</AppLink></td>
                  <td className="p-2">{r.orgName ?? ''}</td>
                  <FigureCells row={r} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-line font-medium">
                <th scope="row" className="p-2 text-left" colSpan={2}>{t('enjoyLifePages.campus.total')}</th>
                <FigureCells row={view.data!.total} />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
