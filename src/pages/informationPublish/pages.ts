/** The hand-written pages of 信息发布 (/informationPublish), by menu path pattern; the rest are crud views. */
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

export const INFORMATION_PUBLISH_PAGES: Record<string, LazyPage<PageProps>> = {
  '/informationPublish/newsTrend/proportion': lazyPage<PageProps>(() => import('./NewsProportionPage.tsx')),
  '/informationPublish/newsTrendH5': lazyPage<PageProps>(() => import('./NewsTrendH5Page.tsx')),
  '/informationPublish/notice/add': lazyPage<PageProps>(() => import('./NoticeAddPage.tsx')),
  '/informationPublish/notice/detail': lazyPage<PageProps>(() => import('./ReceivedPage.tsx').then((m) => ({ default: m.NoticeInbox }))),
  '/informationPublish/notice/list': lazyPage<PageProps>(() => import('./ReceiptsPage.tsx').then((m) => ({ default: m.NoticeReceipts }))),
  // 政策文件 (工作联络's) has the notices' receipts, and these pages with their texts.
  '/guideWork/sendReceive/detail': lazyPage<PageProps>(() => import('./ReceivedPage.tsx').then((m) => ({ default: m.PolicyInbox }))),
  '/guideWork/sendReceive/list': lazyPage<PageProps>(() => import('./ReceiptsPage.tsx').then((m) => ({ default: m.PolicyReceipts }))),
  '/informationPublish/report/add': lazyPage<PageProps>(() => import('./specViews.tsx').then((m) => ({ default: m.ReportAdd }))),
  '/informationPublish/report/detail': lazyPage<PageProps>(() => import('./specViews.tsx').then((m) => ({ default: m.ReportDetail }))),
  '/informationPublish/EpidemicPage/add': lazyPage<PageProps>(() => import('./specViews.tsx').then((m) => ({ default: m.MeetingAdd }))),
  '/informationPublish/EpidemicPage/details': lazyPage<PageProps>(() => import('./specViews.tsx').then((m) => ({ default: m.MeetingDetail }))),
  '/informationPublish/drafts': lazyPage<PageProps>(() => import('./DraftsPage.tsx')),
};
