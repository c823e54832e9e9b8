/**
 * What every reviewed content item of 银龄先锋 shares (domain.md §5, "Audited content items"): 最美先锋,
 * 心得体会, 云接力, 云展示, 党史学习教育, 精品党课 and 双争先锋. One table (`vg_content`, column kind) and one
 * shape; each kind is its own resource, named as its kind, so that its page has its own columns, form,
 * export and recycle bin and sees only its own rows (a server hook, as the work-record visits). Every kind
 * runs the engine's review workflow (model/resource/reviewLifecycle.ts). Scope: the item's organisation.
 */
import { reviewFields, reviewLifecycle } from '../resource/reviewLifecycle.ts';
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, Label, ResourceDef } from '../resource/types.ts';

/** The kinds, in menu order; each is the name of its resource and its rows' `kind`. */
export const CONTENT_KINDS = ['beautifulPioneer', 'thinkingSummary', 'cloudRelay', 'cloudShow', 'partyHistoryEducation', 'excellentLecture', 'doublePioneer'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentShape {
  kind: ContentKind;
  label: Label;
  titleLabel?: Label;
  authorLabel?: Label;
  contentLabel: Label;
  /** The kind's own fields, shown after the title (form section 'main'). */
  fields?: readonly FieldDef[];
}

export function reviewedContent(shape: ContentShape): ResourceDef {
  return {
    name: shape.kind,
    table: 'vg_content',
    label: shape.label,
    titleField: 'title',
    orgField: 'orgId',
    permissions: standardPermissions(shape.kind),
    recycleBin: true,
    retentionDays: 30,
    defaultSort: 'updateTime,desc',
    sections: [
      { key: 'main', label: ['基本信息', 'Item'] },
      { key: 'content', label: ['内容与附件', 'Text and attachments'] },
      { key: 'review', label: ['审核信息', 'Review'] },
    ],
    fields: [
      { name: 'kind', type: 'text', label: ['内容类别', 'Kind'], form: false, detail: false },
      { name: 'title', type: 'text', label: shape.titleLabel ?? ['标题', 'Title'], required: true, maxLength: 64, list: 260, search: 'contains', sortable: true, form: 'main' },
      ...(shape.fields ?? []),
      { name: 'author', type: 'text', label: shape.authorLabel ?? ['作者', 'Author'], required: true, maxLength: 30, list: 100, search: 'contains', form: 'main' },
      { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, createOnly: true, list: 180, search: 'subtree', form: 'main' },
      { name: 'content', type: 'richText', label: shape.contentLabel, required: true, form: 'content' },
      { name: 'attachments', type: 'files', label: ['附件', 'Attachments'], form: 'content' },
      ...reviewFields('review'),
    ],
    lifecycle: reviewLifecycle(shape.kind),
  };
}
