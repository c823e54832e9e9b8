/** 重要论述 (/enjoyLife/importantThought): key speeches and writings on the work with retired cadres, with speaker and source. */
import type { ResourceDef } from '../resource/types.ts';
import { studyContent } from './studyContent.ts';

export const importantThought: ResourceDef = studyContent({
  name: 'importantThought',
  table: 'el_important_thought',
  label: ['重要论述', 'Key speeches'],
  dateLabel: ['发表日期', 'Date'],
  fields: [
    { name: 'speaker', type: 'text', label: ['讲话人', 'Speaker'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'source', type: 'text', label: ['出处', 'Source'], maxLength: 64, list: 200, search: 'contains', form: 'main',
      placeholder: ['如：《求是》2025年第12期', 'e.g. 《求是》2025年第12期'] },
  ],
});
