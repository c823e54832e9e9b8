/**
 * 支部活动 (/vanguard/activity; domain.md §5 branch_activity): an activity a branch held, its type from the
 * 组织生活 dictionary, with photos, attachments and what happened. Its participants are members of the
 * branch (activityParticipant), listed under its details; the server counts them.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { branchNameField } from './branchNameField.ts';

export const branchActivity: ResourceDef = {
  name: 'branchActivity',
  table: 'vg_branch_activity',
  label: ['支部活动', 'Branch activities'],
  titleField: 'activityName',
  scopeVia: { field: 'branchId', resource: 'partyBranch' },
  permissions: standardPermissions('branchActivity'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'activityDate,desc',
  related: [{ resource: 'activityParticipant', field: 'activityId', label: ['参加人员', 'Participants'] }],
  sections: [
    { key: 'main', label: ['活动信息', 'Activity'] },
    { key: 'content', label: ['活动内容', 'What happened'] },
  ],
  fields: [
    { name: 'activityName', type: 'text', label: ['活动名称', 'Activity'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
    { name: 'activityType', type: 'dict', dict: 'org_life_type', label: ['活动类型', 'Type'], required: true, list: 110, search: 'in', form: 'main' },
    { name: 'branchId', type: 'ref', ref: 'partyBranch', label: ['主办支部', 'Branch'], required: true, createOnly: true, search: 'exact', form: 'main' },
    branchNameField,
    { name: 'host', type: 'text', label: ['主持人', 'Host'], maxLength: 30, list: 90, form: 'main' },
    { name: 'activityDate', type: 'date', label: ['活动时间', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'place', type: 'text', label: ['活动地点', 'Place'], maxLength: 120, list: 160, form: 'main' },
    { name: 'participantCount', type: 'integer', label: ['参加人数', 'Participants'], list: 80, form: false, detail: 'main' },
    { name: 'thumbnail', type: 'image', label: ['活动照片', 'Photo'], form: 'content', help: ['jpg 或 png', 'jpg or png'] },
    { name: 'content', type: 'richText', label: ['活动内容', 'What happened'], maxLength: 20_000, form: 'content' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
  ],
};
