/** 工作简报 (/enjoyLife/briefing): the bureaus' numbered work briefings on 银龄乐享. */
import type { ResourceDef } from '../resource/types.ts';
import { studyContent } from './studyContent.ts';

export const briefing: ResourceDef = studyContent({
  name: 'briefing',
  table: 'el_briefing',
  label: ['工作简报', 'Briefings'],
  dateLabel: ['印发日期', 'Issued'],
  fields: [
    { name: 'issueNo', type: 'text', label: ['期号', 'Issue'], required: true, maxLength: 32, list: 140, search: 'contains', form: 'main',
      placeholder: ['如：2026年第3期', 'e.g. 2026年第3期'] },
  ],
});
