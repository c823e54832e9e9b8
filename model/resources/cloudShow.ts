/** 云展示 (/vanguard/cloud/cloudShow): a branch's work shown online; reviewed. */
import type { ResourceDef } from '../resource/types.ts';
import { reviewedContent } from './reviewedContent.ts';

export const cloudShow: ResourceDef = reviewedContent({
  kind: 'cloudShow',
  label: ['云展示', 'Cloud showcase'],
  contentLabel: ['展示内容', 'Showcase'],
});
