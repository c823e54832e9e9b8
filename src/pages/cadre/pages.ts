/** The hand-written pages of the cadre archive (/retiredCadres, /retiredVeteranCadres), by menu path pattern. */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this area: its chunk and the area's texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/cadreArea.ts') });

export const CADRE_PAGES: Record<string, LazyPage<PageProps>> = {
  // Reminders, verification, self-entry review, staffing-office sync (docs/cadre-pages.md).
  '/retiredVeteranCadres/birthdayReminder': page(() => import('./reminders/BirthdayReminderPage.tsx')),
  '/retiredVeteranCadres/birthdayReminder/politics': page(() => import('./reminders/PoliticalBirthdayPage.tsx')),
  '/retiredVeteranCadres/intelligentVerification': page(() => import('./verification/VerificationPage.tsx')),
  '/retiredVeteranCadres/intelligentVerification/Details/{id}': page(() => import('./verification/FindingDetailPage.tsx')),
  '/retiredVeteranCadres/selfEntry': page(() => import('./selfEntry/SelfEntryPage.tsx')),
  '/retiredVeteranCadres/synchronous': page(() => import('./sync/SyncPage.tsx')),
  '/retiredVeteranCadres/synchronous/{batchId}': page(() => import('./sync/SyncBatchPage.tsx')),
  '/retiredVeteranCadres/synchronouserror': page(() => import('./sync/SyncErrorPage.tsx')),
  '/retiredVeteranCadres/synchronouserror/Details/{id}': page(() => import('./sync/SyncErrorDetailPage.tsx')),
  '/retiredVeteranCadres/abnormalData': page(() => import('./sync/AbnormalDataPage.tsx')),
  '/retiredVeteranCadres/abnormalData/Details/{id}': page(() => import('./sync/AbnormalDetailPage.tsx')),
  // Statistics (src/pages/cadre/statistics; docs/cadre-pages.md "Statistics pages").
  '/retiredCadres/basicStatistics': page(() => import('./statistics/RetiredBasicStatisticsPage.tsx')),
  '/retiredCadres/tabulateStatistics': page(() => import('./statistics/TabulateStatisticsPage.tsx')),
  '/retiredCadres/statisticAnalysis': page(() => import('./statistics/StatisticAnalysisPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis': page(() => import('./statistics/StatisticalAnalysisOverviewPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/basic': page(() => import('./statistics/VeteranBasicStatisticsPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/summary': page(() => import('./statistics/SummaryStatisticsPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/record': page(() => import('./statistics/StatisticsRecordPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/analysis': page(() => import('./statistics/TrendAnalysisPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/registrationStatistics': page(() => import('./statistics/RegistrationStatisticsPage.tsx')),
  // Archive, dossier, template import, recycle bin, downloads (docs/cadre-pages.md, "Archive" and after).
  '/retiredCadres/allInfo': page(() => import('./archive/AllInfoPage.tsx')),
  '/retiredCadres/allInfoDetail/{id}': page(() => import('./archive/ArchivePage.tsx')),
  '/retiredVeteranCadres/fullDetail/retired/{id}': page(() => import('./archive/ArchivePage.tsx')),
  '/retiredVeteranCadres/fullDetail/leaveRetired/{id}': page(() => import('./archive/ArchivePage.tsx')),
  '/retiredVeteranCadres/fullDetail/nonRetired/{id}': page(() => import('./archive/ArchivePage.tsx')),
  '/retiredCadres/baseInfoDetail/{id}': page(() => import('./baseInfo/BaseInfoDetailPage.tsx')),
  '/retiredCadres/baseInfoRecord': page(() => import('./baseInfo/BaseInfoRecordPage.tsx')),
  '/retiredCadres/downloadRecord': page(() => import('./downloads/DownloadsPage.tsx')),
  '/retiredVeteranCadres/import': page(() => import('./cadreImport/ImportPage.tsx')),
  '/retiredVeteranCadres/import/record': page(() => import('./cadreImport/ImportRecordsPage.tsx')),
  '/retiredVeteranCadres/import/record/{id}': page(() => import('./cadreImport/ImportRecordPage.tsx')),
  '/retiredVeteranCadres/appman': page(() => import('./appman/AppmanPage.tsx')),
};
