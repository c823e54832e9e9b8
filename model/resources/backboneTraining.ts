/**
 * 骨干培训 (/vanguard/backboneTraining; domain.md §5 backbone_training): a training course for the core
 * members, planned → ongoing → finished, with its trainees from the archive (backboneTrainee, listed under
 * its details; the server counts them).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const backboneTraining: ResourceDef = {
  name: 'backboneTraining',
  table: 'vg_backbone_training',
  label: ['骨干培训', 'Core member training'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('backboneTraining'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'startDate,desc',
  related: [{ resource: 'backboneTrainee', field: 'trainingId', label: ['参训学员', 'Trainees'] }],
  sections: [{ key: 'main', label: ['培训信息', 'Training'] }],
  fields: [
    { name: 'title', type: 'text', label: ['培训主题', 'Title'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['主办单位', 'Organised by'], required: true, createOnly: true, list: 160, search: 'subtree', form: 'main' },
    { name: 'startDate', type: 'date', label: ['开始日期', 'From'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'endDate', type: 'date', label: ['结束日期', 'To'], required: true, list: 110, form: 'main' },
    { name: 'place', type: 'text', label: ['培训地点', 'Place'], required: true, maxLength: 120, list: 160, form: 'main' },
    { name: 'hours', type: 'decimal', label: ['培训学时', 'Hours'], required: true, min: 0.5, max: 500, scale: 1, list: 80, form: 'main' },
    { name: 'traineeCount', type: 'integer', label: ['参训人数', 'Trainees'], list: 80, form: false, detail: 'main' },
    { name: 'content', type: 'longText', label: ['培训内容', 'Programme'], maxLength: 2000, form: 'main' },
    { name: 'status', type: 'text', label: ['培训状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'planned',
    editableIn: ['planned', 'ongoing'],
    states: {
      planned: { label: ['计划中', 'Planned'] },
      ongoing: { label: ['进行中', 'Ongoing'], tone: 'warning' },
      finished: { label: ['已结束', 'Finished'], tone: 'success' },
    },
    transitions: [
      { name: 'start', label: ['开始培训', 'Start'], from: ['planned'], to: 'ongoing' },
      { name: 'finish', label: ['结束培训', 'Finish'], from: ['ongoing'], to: 'finished' },
    ],
  },
};
