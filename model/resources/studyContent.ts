/**
 * What 银龄乐享's reading matter shares (专题学习, 工作简报, 重要论述; domain.md §7 is silent, docs/enjoyLife.md
 * "养老服务与学习内容"): a title, the kind's own fields, the publishing organisation (the scope), a date, the text
 * and attachments, published and withdrawn with the push status of the care directories. One table per kind.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, Label, ResourceDef } from '../resource/types.ts';
import { ownerOrgField, pushLifecycle, pushStatusField } from './enjoyLifePublish.ts';

export interface StudyContentShape {
  name: string;
  table: string;
  label: Label;
  dateLabel: Label;
  /** The kind's own fields, after the title. */
  fields?: readonly FieldDef[];
}

export function studyContent(shape: StudyContentShape): ResourceDef {
  return {
    name: shape.name,
    table: shape.table,
    label: shape.label,
    titleField: 'title',
    orgField: 'orgId',
    permissions: standardPermissions(shape.name),
    recycleBin: true,
    retentionDays: 30,
    defaultSort: 'issueDate,desc',
    sections: [
      { key: 'main', label: ['基本信息', 'Item'] },
      { key: 'content', label: ['正文与附件', 'Text and attachments'] },
    ],
    fields: [
      { name: 'title', type: 'text', label: ['标题', 'Title'], required: true, maxLength: 128, list: 300, search: 'contains', sortable: true, form: 'main' },
      ...(shape.fields ?? []),
      ownerOrgField(['发布单位', 'Published by']),
      { name: 'issueDate', type: 'date', label: shape.dateLabel, required: true, list: 110, search: 'range', sortable: true, form: 'main' },
      { name: 'content', type: 'richText', label: ['正文', 'Text'], required: true, form: 'content' },
      { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
      pushStatusField,
    ],
    lifecycle: pushLifecycle,
  };
}
