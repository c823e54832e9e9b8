/** The hand-written pages of 信息发布 (/informationPublish), by menu path pattern; the rest are crud views. */
import type { ComponentType } from 'react';
import type { PageProps } from '../../router/pageProps.ts';
import { lazyPage, type LazyPage } from '../../ui/lazyPage.tsx';

/** A page of this area: its chunk and the area's texts load together (model/i18n/index.ts). */
const page = (load: () => Promise<{ default: ComponentType<PageProps> }>) =>
  lazyPage<PageProps>(load, { alongside: () => import('../../../model/i18n/informationPublishArea.ts') });

export const INFORMATION_PUBLISH_PAGES: Record<string, LazyPage<PageProps>> = {
  '/informationPublish/newsTrend/proportion': page(() => import('./NewsProportionPage.tsx')),
  '/informationPublish/newsTrendH5': page(() => import('./NewsTrendH5Page.tsx')),
  '/informationPublish/notice/add': page(() => import('./NoticeAddPage.tsx')),
  '/informationPublish/notice/detail': page(() => import('./ReceivedPage.tsx').then((m) => ({ default: m.NoticeInbox }))),
  '/informationPublish/notice/list': page(() => import('./ReceiptsPage.tsx').then((m) => ({ default: m.NoticeReceipts }))),
  // 政策文件 (工作联络's) has the notices' receipts, and these pages with their texts.
  '/guideWork/sendReceive/detail': page(() => import('./ReceivedPage.tsx').then((m) => ({ default: m.PolicyInbox }))),
  '/guideWork/sendReceive/list': page(() => import('./ReceiptsPage.tsx').then((m) => ({ default: m.PolicyReceipts }))),
  '/informationPublish/report/add': page(() => import('./specViews.tsx').then((m) => ({ default: m.ReportAdd }))),
  '/informationPublish/report/detail': page(() => import('./specViews.tsx').then((m) => ({ default: m.ReportDetail }))),
  '/informationPublish/EpidemicPage/add': page(() => import('./specViews.tsx').then((m) => ({ default: m.MeetingAdd }))),
  '/informationPublish/EpidemicPage/details': page(() => import('./specViews.tsx').then((m) => ({ default: m.MeetingDetail }))),
  '/informationPublish/drafts': page(() => import('./DraftsPage.tsx')),
};
