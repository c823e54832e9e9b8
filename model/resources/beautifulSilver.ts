/**
 * 最美银龄 (/zhijiang/beautiful; domain.md §6, reviewed as §5's audited items): a retired cadre or a group
 * put forward as a role model of silver Zhejiang, with their deeds and photos, published once a reviewer
 * approves (the engine's review workflow, model/resource/reviewLifecycle.ts). Scope: the organisation.
 */
import { standardPermissions } from '../resource/permissions.ts';
import { reviewFields, reviewLifecycle } from '../resource/reviewLifecycle.ts';
import type { ResourceDef } from '../resource/types.ts';

export const beautifulSilver: ResourceDef = {
  name: 'beautifulSilver',
  table: 'zj_beautiful',
  label: ['最美银龄', 'Role models'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('beautifulSilver'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'updateTime,desc',
  sections: [
    { key: 'main', label: ['基本信息', 'Role model'] },
    { key: 'content', label: ['先进事迹', 'Deeds'] },
    { key: 'review', label: ['审核信息', 'Review'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['最美银龄', 'Role model'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main',
      help: ['个人填姓名，集体填集体名称', 'A person’s name, or the group’s'] },
    { name: 'type', type: 'dict', dict: 'vanguard_model_type', label: ['类型', 'Individual or group'], required: true, list: 80, search: 'exact', form: 'main' },
    { name: 'author', type: 'text', label: ['推荐人', 'Nominated by'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'content', type: 'richText', label: ['先进事迹', 'Deeds'], required: true, form: 'content' },
    { name: 'photos', type: 'files', label: ['照片', 'Photos'], form: 'content' },
    ...reviewFields('review'),
  ],
  lifecycle: reviewLifecycle('beautifulSilver'),
};
