/** 精品党课 (/vanguard/excellentLecture): party lectures put forward as models; reviewed. */
import type { ResourceDef } from '../resource/types.ts';
import { reviewedContent } from './reviewedContent.ts';

export const excellentLecture: ResourceDef = reviewedContent({
  kind: 'excellentLecture',
  label: ['精品党课', 'Model party lectures'],
  titleLabel: ['党课题目', 'Lecture'],
  authorLabel: ['授课人', 'Lecturer'],
  contentLabel: ['党课内容', 'Lecture text'],
  fields: [
    { name: 'activityDate', type: 'date', label: ['授课时间', 'Given on'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'place', type: 'text', label: ['授课地点', 'Place'], maxLength: 64, list: 140, form: 'main' },
  ],
});
