/** 换届提醒 (/vanguard/information/termDue): the branches in scope whose leadership is due to change within 90 days, or overdue, soonest first. */
import { fieldOf } from '../../../model/resource/fields.ts';
import { partyBranch } from '../../../model/resources/partyBranch.ts';
import { EmptyState } from '../../crud/EmptyState.tsx';
import { ErrorState } from '../../crud/ErrorState.tsx';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import type { PageProps } from '../../router/pageProps.ts';
import { cn } from '../../ui/cn.ts';
import { BranchViewLinks } from './BranchViewLinks.tsx';
import { termDue } from './branchViewsApi.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { vanguardBranchPages } from '../../../model/i18n/vanguardBranchPages.ts';

const label = (name: string) => fieldOf(partyBranch, name)!.label;

export default function TermDuePage(_props: PageProps) {
  const t = useT(crud, vanguardBranchPages);
  const view = useLoaded('termDue', termDue);
  const records = view.data?.records ?? [];
  const days = view.data?.days ?? 90;
  return (
    <section aria-labelledby="term-due-title" className="flex flex-col gap-3 p-4">
      <h1 id="term-due-title" className="text-lg font-medium text-ink">{t('vanguardPages.termDue.title')}</h1>
      <BranchViewLinks current="/vanguard/information/termDue" />
      {view.error ? <ErrorState message={view.error} onRetry={view.reload} /> : null}
      <p aria-live="polite" className="text-sm text-muted">
        {view.loading ? t('crud.loading') : view.data ? t('vanguardPages.termDue.summary', { days, total: records.length }) : ''}
      </p>
      {view.data && records.length === 0 ? <EmptyState message={t('vanguardPages.termDue.empty', { days })} /> : null}
      {records.length ? (
        <table className="w-full text-sm" aria-label={t('vanguardPages.termDue.title')}>
          <thead className="bg-canvas text-left text-muted">
            <tr>
              <th className="p-2 font-normal">{t.label(label('partyName'))}</th>
              <th className="p-2 font-normal">{t.label(label('orgId'))}</th>
              <th className="p-2 font-normal">{t.label(label('dateForChangingLeaders'))}</th>
              <th className="p-2 font-normal">{t('vanguardPages.termDue.status')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr key={r.id} className="border-t border-line">
                <td className="p-2"><AppLink to={`/vanguard/information/Details/${r.id}`} className="text-primary hover:underline">{r.partyName}</AppLink></td>
                <td className="p-2">{r.orgName ?? r.orgId}</td>
                <td className="p-2">{r.dateForChangingLeaders}</td>
                <td className={cn('p-2', r.daysLeft <= 0 ? 'text-danger' : 'font-medium text-ink')}>
                  {r.daysLeft < 0 ? t('vanguardPages.termDue.overdue', { days: -r.daysLeft }) : r.daysLeft === 0 ? t('vanguardPages.termDue.today') : t('vanguardPages.termDue.daysLeft', { days: r.daysLeft })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
