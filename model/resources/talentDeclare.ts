/**
 * 银龄人才申报 (/zhijiang/personnel; domain.md §6 `talent_declare`): a talent application for a retired cadre,
 * declared by the unit that manages the cadre and approved level by level (unit, city, province) in the
 * engine's review workflow (levelledReviewLifecycle). Scope: the declaring unit. An approved application
 * becomes a 银龄人才 record of the cadre's archive (server/areas/zhijiang/talentHooks.ts).
 */
import { standardPermissions } from '../resource/permissions.ts';
import { levelledReviewLifecycle, reviewFields } from '../resource/reviewLifecycle.ts';
import type { ResourceDef } from '../resource/types.ts';
import { cadreIdField, cadreNameField } from './cadreSubRecord.ts';

export const talentDeclare: ResourceDef = {
  name: 'talentDeclare',
  table: 'zj_talent_declare',
  label: ['银龄人才申报', 'Talent applications'],
  titleField: 'cadreName',
  orgField: 'orgId',
  permissions: standardPermissions('talentDeclare'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'updateTime,desc',
  sections: [
    { key: 'main', label: ['申报信息', 'Application'] },
    { key: 'materials', label: ['申报材料', 'Supporting materials'] },
    { key: 'review', label: ['审批信息', 'Approval'] },
  ],
  fields: [
    cadreIdField,
    { ...cadreNameField, list: 100 },
    { name: 'orgId', type: 'org', label: ['申报单位', 'Declaring unit'], list: 200, search: 'subtree', form: false, detail: 'main' },
    { name: 'talentType', type: 'dict', dict: 'talent_type', label: ['人才类型', 'Kind'], required: true, list: 100, search: 'exact', form: 'main' },
    { name: 'specialty', type: 'text', label: ['专业特长', 'Expertise'], required: true, maxLength: 200, list: 200, search: 'contains', form: 'main' },
    { name: 'titleGrade', type: 'dict', dict: 'title_grade', label: ['技术等级', 'Grade'], form: 'main' },
    { name: 'achievements', type: 'longText', label: ['主要成果', 'Achievements'], required: true, maxLength: 1000, form: 'main' },
    { name: 'materials', type: 'files', label: ['证明材料', 'Supporting files'], form: 'materials' },
    { name: 'declareTime', type: 'datetime', label: ['申报时间', 'Declared at'], list: 150, sortable: true, form: false, detail: 'review' },
    ...reviewFields('review'),
  ],
  lifecycle: levelledReviewLifecycle('talentDeclare', ['提交申报', 'Declare']),
};
