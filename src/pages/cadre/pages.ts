/** The hand-written pages of the cadre archive (/retiredCadres, /retiredVeteranCadres), by menu path pattern. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const CADRE_PAGES: Record<string, LazyPage<PageProps>> = {
  // Reminders, verification, self-entry review, staffing-office sync (docs/cadre-pages.md).
  '/retiredVeteranCadres/birthdayReminder': lazyPage<PageProps>(() => import('./reminders/BirthdayReminderPage.tsx')),
  '/retiredVeteranCadres/birthdayReminder/politics': lazyPage<PageProps>(() => import('./reminders/PoliticalBirthdayPage.tsx')),
  '/retiredVeteranCadres/intelligentVerification': lazyPage<PageProps>(() => import('./verification/VerificationPage.tsx')),
  '/retiredVeteranCadres/intelligentVerification/Details/{id}': lazyPage<PageProps>(() => import('./verification/FindingDetailPage.tsx')),
  '/retiredVeteranCadres/selfEntry': lazyPage<PageProps>(() => import('./selfEntry/SelfEntryPage.tsx')),
  '/retiredVeteranCadres/synchronous': lazyPage<PageProps>(() => import('./sync/SyncPage.tsx')),
  '/retiredVeteranCadres/synchronous/{batchId}': lazyPage<PageProps>(() => import('./sync/SyncBatchPage.tsx')),
  '/retiredVeteranCadres/synchronouserror': lazyPage<PageProps>(() => import('./sync/SyncErrorPage.tsx')),
  '/retiredVeteranCadres/synchronouserror/Details/{id}': lazyPage<PageProps>(() => import('./sync/SyncErrorDetailPage.tsx')),
  '/retiredVeteranCadres/abnormalData': lazyPage<PageProps>(() => import('./sync/AbnormalDataPage.tsx')),
  '/retiredVeteranCadres/abnormalData/Details/{id}': lazyPage<PageProps>(() => import('./sync/AbnormalDetailPage.tsx')),
  // Statistics (src/pages/cadre/statistics; docs/cadre-pages.md "Statistics pages").
  '/retiredCadres/basicStatistics': lazyPage<PageProps>(() => import('./statistics/RetiredBasicStatisticsPage.tsx')),
  '/retiredCadres/tabulateStatistics': lazyPage<PageProps>(() => import('./statistics/TabulateStatisticsPage.tsx')),
  '/retiredCadres/statisticAnalysis': lazyPage<PageProps>(() => import('./statistics/StatisticAnalysisPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis': lazyPage<PageProps>(() => import('./statistics/StatisticalAnalysisOverviewPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/basic': lazyPage<PageProps>(() => import('./statistics/VeteranBasicStatisticsPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/summary': lazyPage<PageProps>(() => import('./statistics/SummaryStatisticsPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/record': lazyPage<PageProps>(() => import('./statistics/StatisticsRecordPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/analysis': lazyPage<PageProps>(() => import('./statistics/TrendAnalysisPage.tsx')),
  '/retiredVeteranCadres/statisticalAnalysis/registrationStatistics': lazyPage<PageProps>(() => import('./statistics/RegistrationStatisticsPage.tsx')),
  // Archive, dossier, template import, recycle bin, downloads (docs/cadre-pages.md, "Archive" and after).
  '/retiredCadres/allInfo': lazyPage<PageProps>(() => import('./archive/AllInfoPage.tsx')),
  '/retiredCadres/allInfoDetail/{id}': lazyPage<PageProps>(() => import('./archive/ArchivePage.tsx')),
  '/retiredVeteranCadres/fullDetail/retired/{id}': lazyPage<PageProps>(() => import('./archive/ArchivePage.tsx')),
  '/retiredVeteranCadres/fullDetail/leaveRetired/{id}': lazyPage<PageProps>(() => import('./archive/ArchivePage.tsx')),
  '/retiredVeteranCadres/fullDetail/nonRetired/{id}': lazyPage<PageProps>(() => import('./archive/ArchivePage.tsx')),
  '/retiredCadres/baseInfoDetail/{id}': lazyPage<PageProps>(() => import('./baseInfo/BaseInfoDetailPage.tsx')),
  '/retiredCadres/baseInfoRecord': lazyPage<PageProps>(() => import('./baseInfo/BaseInfoRecordPage.tsx')),
  '/retiredCadres/downloadRecord': lazyPage<PageProps>(() => import('./downloads/DownloadsPage.tsx')),
  '/retiredVeteranCadres/import': lazyPage<PageProps>(() => import('./cadreImport/ImportPage.tsx')),
  '/retiredVeteranCadres/import/record': lazyPage<PageProps>(() => import('./cadreImport/ImportRecordsPage.tsx')),
  '/retiredVeteranCadres/import/record/{id}': lazyPage<PageProps>(() => import('./cadreImport/ImportRecordPage.tsx')),
  '/retiredVeteranCadres/appman': lazyPage<PageProps>(() => import('./appman/AppmanPage.tsx')),
};
