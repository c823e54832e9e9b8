/**
 * What 工作动态 and 五老风采 of 关心下一代 share (domain.md §9): one table (`care_content`, column kind), one
 * resource per kind (each sees only its own rows, careChildHooks.ts), the publish lifecycle of the portal's
 * news (草稿 → 已发布 → 已撤回 → 草稿). Scope: the publishing bureau.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, Label, ResourceDef } from '../resource/types.ts';
import { publishLifecycle } from './publishLifecycle.ts';

export const CARE_CONTENT_KINDS = { careTrend: 'trend', fiveOldDemeanor: 'demeanor' } as const;
export type CareContentResource = keyof typeof CARE_CONTENT_KINDS;

interface Shape {
  name: CareContentResource;
  label: Label;
  titleLabel: Label;
  contentLabel: Label;
  /** The kind's own fields, after the title. */
  fields: readonly FieldDef[];
}

export function careContent(shape: Shape): ResourceDef {
  return {
    name: shape.name,
    table: 'care_content',
    label: shape.label,
    titleField: 'title',
    orgField: 'orgId',
    permissions: standardPermissions(shape.name),
    recycleBin: true,
    retentionDays: 30,
    defaultSort: 'updateTime,desc',
    sections: [
      { key: 'main', label: ['基本信息', 'Item'] },
      { key: 'content', label: ['正文', 'Text'] },
    ],
    fields: [
      { name: 'kind', type: 'text', label: ['内容类别', 'Kind'], form: false, detail: false },
      { name: 'title', type: 'text', label: shape.titleLabel, required: true, maxLength: 64, list: 280, search: 'contains', sortable: true, form: 'main' },
      ...shape.fields,
      { name: 'orgId', type: 'org', label: ['发布单位', 'Published by'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
      { name: 'publishTime', type: 'datetime', label: ['发布时间', 'Published'], list: 150, sortable: true, search: 'range', form: false, detail: 'main' },
      { name: 'status', type: 'dict', dict: 'push_status', label: ['状态', 'Status'], list: 90, search: 'exact', form: false, detail: 'main' },
      { name: 'content', type: 'richText', label: shape.contentLabel, required: true, form: 'content' },
    ],
    lifecycle: publishLifecycle(),
  };
}
