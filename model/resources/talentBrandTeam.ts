/**
 * 人才品牌团队 (/zhijiang/talentBrandTeam; domain.md §6 talent_brand_team): a team of silver talents working
 * under a brand of an organisation (a city's, a county's): its talent field, leader, members and story.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const talentBrandTeam: ResourceDef = {
  name: 'talentBrandTeam',
  table: 'zj_brand_team',
  label: ['人才品牌团队', 'Talent brand teams'],
  titleField: 'teamName',
  orgField: 'orgId',
  permissions: standardPermissions('talentBrandTeam'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'foundDate,desc',
  sections: [
    { key: 'main', label: ['团队信息', 'Team'] },
    { key: 'content', label: ['团队简介', 'About the team'] },
  ],
  fields: [
    { name: 'teamName', type: 'text', label: ['团队名称', 'Team'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
    { name: 'brand', type: 'text', label: ['品牌名称', 'Brand'], required: true, maxLength: 64, list: 160, search: 'contains', form: 'main' },
    { name: 'talentType', type: 'dict', dict: 'talent_type', label: ['人才类型', 'Talent field'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'leader', type: 'text', label: ['团队负责人', 'Leader'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 130, form: 'main' },
    { name: 'memberCount', type: 'integer', label: ['成员人数', 'Members'], required: true, min: 1, max: 9999, list: 80, sortable: true, form: 'main' },
    { name: 'members', type: 'longText', label: ['主要成员', 'Main members'], maxLength: 1000, form: 'main' },
    { name: 'foundDate', type: 'date', label: ['成立时间', 'Founded'], list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'intro', type: 'richText', label: ['团队简介', 'About the team'], required: true, form: 'content' },
    { name: 'photos', type: 'files', label: ['照片', 'Photos'], form: 'content' },
  ],
};
