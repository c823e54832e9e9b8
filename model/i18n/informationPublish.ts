/** Texts of 信息发布's hand-written pages (src/pages/informationPublish): the phone page of 新闻动态. */
import type { Messages } from './define.ts';

export const informationPublish = {
  'informationPublish.h5.title': ['新闻动态', 'News'],
  'informationPublish.h5.empty': ['暂无已发布的新闻', 'No news published yet'],
  'informationPublish.h5.pinned': ['置顶', 'Pinned'],
  'informationPublish.h5.views': ['浏览 {count}', '{count} views'],
  'informationPublish.h5.more': ['加载更多', 'Load more'],
  'informationPublish.h5.back': ['返回列表', 'Back to the list'],
  'informationPublish.h5.source': ['来源：{source}', 'Source: {source}'],
} as const satisfies Messages;
