/** 工作动态 of 关心下一代 (/careChild/trend; domain.md §9 care_trend): the committees' work news. */
import type { ResourceDef } from '../resource/types.ts';
import { careContent } from './careContent.ts';

export const careTrend: ResourceDef = careContent({
  name: 'careTrend',
  label: ['工作动态', 'Work news'],
  titleLabel: ['主题', 'Theme'],
  contentLabel: ['内容', 'Text'],
  fields: [],
});
