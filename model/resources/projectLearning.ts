/**
 * 专题学习 (/enjoyLife/projectLearning; its `{type}` page lists one topic): study material for retired cadres
 * by topic (dictionary `topic_study_type`).
 */
import type { ResourceDef } from '../resource/types.ts';
import { studyContent } from './studyContent.ts';

export const projectLearning: ResourceDef = studyContent({
  name: 'projectLearning',
  table: 'el_topic_study',
  label: ['专题学习', 'Topic study'],
  dateLabel: ['发布日期', 'Date'],
  fields: [
    { name: 'studyType', type: 'dict', dict: 'topic_study_type', label: ['学习专题', 'Topic'], required: true, list: 130, search: 'exact', form: 'main' },
    { name: 'speaker', type: 'text', label: ['主讲人', 'Speaker'], maxLength: 30, list: 100, search: 'contains', form: 'main' },
  ],
});
