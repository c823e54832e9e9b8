/**
 * Home (/ and /home): the user's work at a glance. Counts within their data scope, the latest published
 * policy documents, this week's birthdays, their most used pages. What the portal does not have is not
 * shown (no "coming soon" card: issue 16.8).
 */
import { useT } from '../../i18n/locale.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { useStore } from '../../store/useStore.ts';
import { getHomeSummary } from './homeApi.ts';
import { HomeCounts } from './HomeCounts.tsx';
import { BirthdaysThisWeek } from './HomeBirthdays.tsx';
import { LatestDocuments, Shortcuts } from './HomeFeeds.tsx';
import { useLoad } from './useLoad.ts';

export default function HomePage() {
  const t = useT();
  const user = useStore(sessionStore, (s) => s.user);
  const summary = useLoad((signal) => getHomeSummary(signal), []);
  const name = user?.name || user?.userName || '';
  return (
    <div className="space-y-4 p-4">
      <header className="rounded bg-surface p-5 shadow-sm">
        <h1 className="text-lg font-semibold">{t('home.greeting', { name })}</h1>
        <p className="mt-1 text-sm text-muted">{t('home.scope', { org: user?.organization?.organizationName ?? '' })}</p>
      </header>
      {summary.data ? (
        <>
          <HomeCounts counts={summary.data.counts} />
          <div className="grid gap-4 lg:grid-cols-2">
            <LatestDocuments latest={summary.data.latest} />
            <BirthdaysThisWeek />
            <Shortcuts />
          </div>
        </>
      ) : (
        <p role="status" className="rounded bg-surface p-4 text-sm text-muted shadow-sm">{t(summary.failed ? 'home.failed' : 'shell.loading')}</p>
      )}
    </div>
  );
}
