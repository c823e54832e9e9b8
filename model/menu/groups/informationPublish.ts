/** 信息发布 (information publishing): reports, news, notices, meetings, /informationPublish of spec section 2. */
import { group, hiddenPage, page } from '../build.ts';

export const informationPublish = group('informationPublish', ['信息发布', 'Information publishing'], 'megaphone', [
  page('/informationPublish/report', ['信息报送', 'Work reports'], {
    icon: 'upload',
    resource: 'workReport',
    children: [hiddenPage('detail', ['信息报送详情', 'Report']), hiddenPage('add', ['新增信息报送', 'New report'])],
  }),
  page('/informationPublish/newsTrend', ['新闻动态', 'News'], {
    icon: 'file',
    resource: 'newsTrends',
    // Ours: the chart of static/news/proportion (docs/informationPublish.md).
    children: [hiddenPage('proportion', ['新闻占比统计', 'Share of news'])],
  }),
  page('/informationPublish/newsTrendH5', ['新闻动态（移动端）', 'News (mobile)'], { icon: 'monitor' }),
  page('/informationPublish/notice', ['通知公告', 'Notices'], {
    icon: 'bell',
    resource: 'notification',
    children: [
      hiddenPage('add', ['发布通知公告', 'New notice']),
      hiddenPage('detail', ['通知公告详情', 'Notice']),
      hiddenPage('list', ['通知签收情况', 'Receipts']),
    ],
  }),
  page('/informationPublish/EpidemicPage', ['重要会议', 'Important meetings'], {
    icon: 'calendar',
    resource: 'prevent',
    children: [hiddenPage('details', ['重要会议详情', 'Meeting']), hiddenPage('add', ['新增重要会议', 'New meeting'])],
  }),
  page('/informationPublish/ServingChopsticks', ['公勺公筷', 'Serving chopsticks'], { icon: 'heart', resource: 'spoon' }),
  // Ours (docs/informationPublish.md): the spec names the call `dailybroadcast` but no page for it.
  page('/informationPublish/dailyBroadcast', ['每日播报', 'Daily broadcasts'], { icon: 'megaphone', resource: 'dailybroadcast' }),
  page('/informationPublish/drafts', ['草稿箱', 'Drafts'], { icon: 'file' }),
], 60);
