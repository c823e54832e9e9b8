/** 生日提醒 (/retiredVeteranCadres/birthdayReminder): birthdays in the next 7, 15 or 30 days, milestone ages highlighted. */
import type { PageProps } from '../../../router/pageProps.ts';
import { useT } from '../../../i18n/locale.ts';
import { BIRTHDAY_WIDTHS, useBirthdayColumns } from './reminderColumns.tsx';
import { ReminderList } from './ReminderList.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export default function BirthdayReminderPage(_props: PageProps) {
  const t = useT(cadrePages);
  return (
    <ReminderList
      kind="birthday"
      title={t('cadrePages.birthday.title')}
      exportCode="retiredVeteranCadres_birthdayReminder_export"
      columns={useBirthdayColumns()}
      widths={BIRTHDAY_WIDTHS}
      texts={{ summary: 'cadrePages.birthday.summary', empty: 'cadrePages.birthday.empty', file: 'cadrePages.birthday.file' }}
    />
  );
}
