/**
 * 新闻动态: news a bureau publishes (/informationPublish/newsTrend, API `newsTrends`; domain.md §8). Drafts
 * are published, withdrawn with a reason, and edited again; news stays editable when published, so that a
 * typo is corrected without taking it down. Pinned news comes first on the phone page (`newsTrendsApp`).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { publishLifecycle } from './publishLifecycle.ts';

export const newsTrends: ResourceDef = {
  name: 'newsTrends',
  table: 'news_trend',
  label: ['新闻动态', 'News'],
  titleField: 'headline',
  orgField: 'orgId',
  permissions: standardPermissions('newsTrends'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'publishTime,desc',
  sections: [
    { key: 'main', label: ['新闻信息', 'News'] },
    { key: 'content', label: ['封面与正文', 'Cover and text'] },
  ],
  fields: [
    { name: 'headline', type: 'text', label: ['标题', 'Headline'], required: true, maxLength: 128, list: 300, search: 'contains', sortable: true, form: 'main' },
    { name: 'newsColumn', type: 'dict', dict: 'news_column', label: ['栏目', 'Column'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'source', type: 'text', label: ['来源', 'Source'], maxLength: 64, list: 140, search: 'contains', form: 'main',
      placeholder: ['如：浙江省委老干部局', 'e.g. 浙江省委老干部局'] },
    { name: 'orgId', type: 'org', label: ['发布单位', 'Published by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'isTop', type: 'boolean', label: ['置顶', 'Pinned'], default: false, list: 70, search: 'exact', form: 'main',
      help: ['置顶的新闻在移动端列表中排在最前', 'Pinned news comes first on the phone page'] },
    { name: 'publishTime', type: 'datetime', label: ['发布时间', 'Published'], list: 150, sortable: true, search: 'range', form: false, detail: 'main' },
    { name: 'viewCount', type: 'integer', label: ['浏览量', 'Views'], list: 80, sortable: true, form: false, detail: 'main' },
    { name: 'cover', type: 'image', label: ['封面', 'Cover'], list: 80, form: 'content', help: ['jpg、png、gif 或 webp', 'jpg, png, gif or webp'] },
    { name: 'context', type: 'richText', label: ['正文', 'Text'], required: true, form: 'content' },
    { name: 'status', type: 'dict', dict: 'push_status', label: ['状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'main' },
  ],
  lifecycle: publishLifecycle(),
  // The share of published news by organisation and by column (static/news/proportion), from the toolbar.
  views: [{ path: 'proportion', label: ['新闻占比统计', 'Share of news'] }],
};
