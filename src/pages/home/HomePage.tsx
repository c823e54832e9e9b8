/**
 * Home (/ and /home): a workspace that opens on what the user must do today. 今日工作 (the kinds of work the
 * server's registry gives them, with counts in their scope), then their figures, the latest policy
 * documents, this week's birthdays, 共享展示 and 银龄驿站, their most used pages. What the portal does not
 * have is not shown (no "coming soon" card: issue 16.8).
 */
import { useT } from '../../i18n/locale.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { useStore } from '../../store/useStore.ts';
import { getHomeFigures, getHomeSummary, getHomeWork } from './homeApi.ts';
import { HomeCounts } from './HomeCounts.tsx';
import { HomeFigures } from './HomeFigures.tsx';
import { BirthdaysThisWeek } from './HomeBirthdays.tsx';
import { LatestDocuments, Shortcuts } from './HomeFeeds.tsx';
import { SharedShowcase, StationsCard } from './HomeShowcase.tsx';
import { HomeWork } from './HomeWork.tsx';
import { useLoaded } from '../../http/useLoaded.ts';
import { router } from '../../../model/i18n/router.ts';
import { shell } from '../../../model/i18n/shell.ts';

export default function HomePage() {
  const t = useT(router, shell);
  const user = useStore(sessionStore, (s) => s.user);
  const summary = useLoaded('summary', (signal) => getHomeSummary(signal));
  const work = useLoaded('work', (signal) => getHomeWork(signal));
  const figures = useLoaded('figures', (signal) => getHomeFigures(signal));
  const name = user?.name || user?.userName || '';
  const waiting = (failed: boolean) => <p role="status" className="rounded bg-surface p-4 text-sm text-muted shadow-sm">{t(failed ? 'home.failed' : 'shell.loading')}</p>;
  return (
    <div className="space-y-4 p-4">
      <header className="rounded bg-surface p-5 shadow-sm">
        <h1 className="text-lg font-semibold">{t('home.greeting', { name })}</h1>
        <p className="mt-1 text-sm text-muted">{t('home.scope', { org: user?.organization?.organizationName ?? '' })}</p>
      </header>
      {work.data ? <HomeWork work={work.data} /> : waiting(work.error !== null)}
      {figures.data ? <HomeFigures figures={figures.data} /> : null}
      {summary.data ? (
        <>
          <HomeCounts counts={summary.data.counts} />
          <div className="grid gap-4 lg:grid-cols-2">
            <LatestDocuments latest={summary.data.latest} />
            <BirthdaysThisWeek />
            <SharedShowcase />
            <StationsCard />
            <Shortcuts />
          </div>
        </>
      ) : (
        waiting(summary.error !== null)
      )}
    </div>
  );
}
