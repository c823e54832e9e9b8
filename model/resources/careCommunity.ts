/** 社区养老 (/enjoyLife/elderlyCare/community; domain.md §7 care services): community care stations near where cadres live. */
import type { ResourceDef } from '../resource/types.ts';
import { careService } from './careService.ts';

export const careCommunity: ResourceDef = careService({
  name: 'careCommunity',
  table: 'el_care_community',
  label: ['社区养老', 'Community care'],
  nameLabel: ['服务点名称', 'Station'],
  typeDict: 'community_care_type',
});
