/** 最美先锋 (/vanguard/beautiful): role models, a person or a group ({type}), with their deeds; reviewed. */
import type { ResourceDef } from '../resource/types.ts';
import { reviewedContent } from './reviewedContent.ts';

export const beautifulPioneer: ResourceDef = reviewedContent({
  kind: 'beautifulPioneer',
  label: ['最美先锋', 'Role models'],
  titleLabel: ['先进典型', 'Role model'],
  authorLabel: ['推荐人', 'Nominated by'],
  contentLabel: ['先进事迹', 'Deeds'],
  fields: [{ name: 'type', type: 'dict', dict: 'vanguard_model_type', label: ['类型', 'Individual or group'], required: true, list: 80, search: 'exact', form: 'main' }],
});
