/** 双争先锋 (/vanguard/doublePioneer): applications of a person or a group to be named a pioneer; reviewed. */
import type { ResourceDef } from '../resource/types.ts';
import { reviewedContent } from './reviewedContent.ts';

export const doublePioneer: ResourceDef = reviewedContent({
  kind: 'doublePioneer',
  label: ['双争先锋', 'Double pioneers'],
  titleLabel: ['申报名称', 'Application'],
  authorLabel: ['申报人', 'Applicant'],
  contentLabel: ['申报事迹', 'Grounds'],
  fields: [{ name: 'type', type: 'dict', dict: 'vanguard_model_type', label: ['申报类型', 'Individual or group'], required: true, list: 80, search: 'exact', form: 'main' }],
});
