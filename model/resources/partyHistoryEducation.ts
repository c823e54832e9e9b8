/**
 * 党史学习教育 (/vanguard/partyHistoryStudyEducation and its Audit page): lectures (宣讲) and discussions
 * (研讨) as one resource with their type, since the spec gives them one page and one review page.
 */
import type { ResourceDef } from '../resource/types.ts';
import { reviewedContent } from './reviewedContent.ts';

export const partyHistoryEducation: ResourceDef = reviewedContent({
  kind: 'partyHistoryEducation',
  label: ['党史学习教育', 'Party history education'],
  authorLabel: ['主讲人', 'Speaker'],
  contentLabel: ['宣讲研讨内容', 'Lecture or discussion'],
  fields: [
    { name: 'type', type: 'dict', dict: 'party_history_type', label: ['类型', 'Lecture or discussion'], required: true, list: 80, search: 'exact', form: 'main' },
    { name: 'activityDate', type: 'date', label: ['活动时间', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'place', type: 'text', label: ['活动地点', 'Place'], maxLength: 64, list: 140, form: 'main' },
  ],
});
