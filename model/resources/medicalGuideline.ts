/**
 * 就医指南 (/enjoyLife/elderlyCare/medicalGuideline, with the spec's Add and Edit/{id}; domain.md §7): how
 * retired cadres see a doctor (green channels, reimbursement, appointments). Title and text, published and
 * withdrawn as the care directories are.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { ownerOrgField, pushLifecycle, pushStatusField } from './enjoyLifePublish.ts';

export const medicalGuideline: ResourceDef = {
  name: 'medicalGuideline',
  table: 'el_medical_guideline',
  label: ['就医指南', 'Medical guidance'],
  titleField: 'title',
  orgField: 'orgId',
  permissions: standardPermissions('medicalGuideline'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'updateTime,desc',
  sections: [
    { key: 'main', label: ['基本信息', 'Guidance'] },
    { key: 'content', label: ['正文与附件', 'Text and attachments'] },
  ],
  fields: [
    { name: 'title', type: 'text', label: ['标题', 'Title'], required: true, maxLength: 64, list: 320, search: 'contains', sortable: true, form: 'main' },
    ownerOrgField(['发布单位', 'Published by']),
    { name: 'content', type: 'richText', label: ['内容', 'Text'], required: true, form: 'content' },
    { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
    pushStatusField,
  ],
  lifecycle: pushLifecycle,
};
