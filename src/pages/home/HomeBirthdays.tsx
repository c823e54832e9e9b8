/**
 * 本周生日 on home (issue 16.8): the birthday reminders of the next seven days from today, the window the
 * reminder page opens on (GET cadreReminder/birthday?days=7, within the user's data scope), soonest first, as
 * a card that opens that page. Shown only to a user who holds the page.
 */
import type { BirthdayRow } from '../../../model/cadreReminder.ts';
import { useT } from '../../i18n/locale.ts';
import { AppLink } from '../../router/AppLink.tsx';
import { useShell } from '../../shell/shellContext.ts';
import { reminderPage } from '../cadre/reminders/reminderApi.ts';
import { useLoaded } from '../../http/useLoaded.ts';
import { router } from '../../../model/i18n/router.ts';
import { shell } from '../../../model/i18n/shell.ts';

/** The birthday reminder page (model/menu/groups/retiredCadres.ts). */
export const BIRTHDAY_REMINDERS = '/retiredVeteranCadres/birthdayReminder';
const SHOWN = 5;

function Reminders() {
  const t = useT(router, shell);
  const week = useLoaded('week', (signal) => reminderPage<BirthdayRow>('birthday', { days: 7, current: 1, size: SHOWN }, signal));
  if (!week.data) return <p role="status" className="text-sm text-muted">{t(week.error ? 'home.failed' : 'shell.loading')}</p>;
  if (week.data.records.length === 0) return <p className="text-sm text-muted">{t('home.birthdays.none')}</p>;
  return (
    <>
      <ul className="divide-y divide-line text-sm">
        {week.data.records.map((row) => (
          <li key={row.id} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0 truncate">
              {row.realName}
              <span className="ml-2 text-xs text-muted">{row.manageOrgName}</span>
            </span>
            <span className="shrink-0 text-xs text-muted">
              {row.birthdayDate.slice(5)}
              {' · '}
              <span className={row.milestone ? 'font-semibold text-primary' : undefined}>{t('home.birthdays.age', { age: row.age })}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">{t('home.birthdays.total', { count: week.data.total })}</p>
    </>
  );
}

export function BirthdaysThisWeek() {
  const t = useT(router, shell);
  const { titleOf } = useShell();
  if (!titleOf(BIRTHDAY_REMINDERS)) return null;
  return (
    <section aria-labelledby="home-birthdays" className="rounded bg-surface p-4 shadow-sm">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="home-birthdays" className="text-base font-semibold">{t('home.birthdays')}</h2>
        <AppLink to={BIRTHDAY_REMINDERS} className="text-sm text-primary hover:underline">{t('home.more')}</AppLink>
      </div>
      <Reminders />
    </section>
  );
}
