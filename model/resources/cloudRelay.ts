/** 云接力 (/vanguard/cloud/cloudRelay): a relay of posts passed from branch to branch online; reviewed. */
import type { ResourceDef } from '../resource/types.ts';
import { reviewedContent } from './reviewedContent.ts';

export const cloudRelay: ResourceDef = reviewedContent({
  kind: 'cloudRelay',
  label: ['云接力', 'Cloud relay'],
  contentLabel: ['接力内容', 'Relay post'],
});
