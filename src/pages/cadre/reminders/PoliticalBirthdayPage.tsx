/** 政治生日 (/retiredVeteranCadres/birthdayReminder/politics): party anniversaries in the window, 光荣在党50年 highlighted. */
import type { PageProps } from '../../../router/pageProps.ts';
import { useT } from '../../../i18n/locale.ts';
import { POLITICS_WIDTHS, usePoliticsColumns } from './reminderColumns.tsx';
import { ReminderList } from './ReminderList.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export default function PoliticalBirthdayPage(_props: PageProps) {
  const t = useT(cadrePages);
  return (
    <ReminderList
      kind="politics"
      title={t('cadrePages.birthday.politics.title')}
      exportCode="retiredVeteranCadres_birthdayReminder_politics_export"
      columns={usePoliticsColumns()}
      widths={POLITICS_WIDTHS}
      texts={{ summary: 'cadrePages.birthday.politics.summary', empty: 'cadrePages.birthday.politics.empty', file: 'cadrePages.birthday.politics.file' }}
    />
  );
}
