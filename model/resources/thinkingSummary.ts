/** 心得体会 (/vanguard/thinkingSummary): what retired cadres learnt, written up and reviewed before it is shown. */
import type { ResourceDef } from '../resource/types.ts';
import { reviewedContent } from './reviewedContent.ts';

export const thinkingSummary: ResourceDef = reviewedContent({
  kind: 'thinkingSummary',
  label: ['心得体会', 'Reflections'],
  contentLabel: ['心得内容', 'Reflection'],
});
