/**
 * 学习情况 (/vanguard/studySituation; domain.md §5 study_record): a branch's study session: its theme, when,
 * who led it, its form and its main points.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { branchNameField } from './branchNameField.ts';

export const studySituation: ResourceDef = {
  name: 'studySituation',
  table: 'vg_study_record',
  label: ['学习情况', 'Study records'],
  titleField: 'theme',
  scopeVia: { field: 'branchId', resource: 'partyBranch' },
  permissions: standardPermissions('studySituation'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'studyTime,desc',
  sections: [
    { key: 'main', label: ['学习信息', 'Session'] },
    { key: 'points', label: ['学习要点', 'Main points'] },
  ],
  fields: [
    { name: 'theme', type: 'text', label: ['学习主题', 'Theme'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'branchId', type: 'ref', ref: 'partyBranch', label: ['所在支部', 'Branch'], required: true, createOnly: true, search: 'exact', form: 'main' },
    branchNameField,
    { name: 'studyTime', type: 'date', label: ['学习时间', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'host', type: 'text', label: ['主持人', 'Led by'], required: true, maxLength: 30, list: 90, form: 'main' },
    { name: 'studyForm', type: 'dict', dict: 'study_form', label: ['学习形式', 'Form'], required: true, list: 100, search: 'in', form: 'main' },
    { name: 'participantCount', type: 'integer', label: ['参加人数', 'Participants'], min: 0, max: 10_000, list: 80, form: 'main' },
    { name: 'points', type: 'richText', label: ['学习要点', 'Main points'], required: true, maxLength: 20_000, form: 'points' },
  ],
};
