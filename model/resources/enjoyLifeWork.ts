/**
 * What the works of 银龄乐享 share (domain.md §7, works_collection / masterpiece [HN WorksCornerForm]): a
 * headline, a kind of work (书法, 绘画, 摄影, 诗词, 其他), the author (a name, and the cadre when the work is
 * entered for one), a picture and the text, reviewed on the engine's review workflow. One table (`el_work`,
 * column kind); 作品征集 and 精品佳作 are each their own resource seeing their own rows, and 我的作品 the rows
 * the signed-in user wrote (server/areas/enjoyLife/workHooks.ts). Scope: the work's organisation.
 */
import { reviewFields } from '../resource/reviewLifecycle.ts';
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, Label, Lifecycle, ResourceDef } from '../resource/types.ts';

/** The kinds a work row may have; each is also the name of its resource. */
export const WORK_KINDS = ['collectionOfWorks', 'masterPiece'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** `showKind`: the kind is a column (我的作品 lists both); elsewhere it is the page itself. */
export function enjoyLifeWork(name: string, label: Label, lifecycle: Lifecycle, showKind = false): ResourceDef {
  const kind: FieldDef = showKind
    ? { name: 'kind', type: 'dict', dict: 'work_kind', label: ['作品栏目', 'Where'], list: 90, search: 'in', form: false, detail: 'main' }
    : { name: 'kind', type: 'text', label: ['作品栏目', 'Where'], form: false, detail: false };
  return {
    name,
    table: 'el_work',
    label,
    titleField: 'headline',
    orgField: 'orgId',
    permissions: standardPermissions(name),
    recycleBin: true,
    retentionDays: 30,
    defaultSort: 'updateTime,desc',
    sections: [
      { key: 'main', label: ['作品信息', 'Work'] },
      { key: 'content', label: ['作品内容', 'Content'] },
      { key: 'review', label: ['审核信息', 'Review'] },
    ],
    fields: [
      kind,
      { name: 'headline', type: 'text', label: ['作品名称', 'Title'], required: true, maxLength: 128, list: 240, search: 'contains', sortable: true, form: 'main' },
      { name: 'workType', type: 'dict', dict: 'work_type', label: ['作品类型', 'Kind of work'], required: true, list: 80, search: 'in', form: 'main' },
      { name: 'author', type: 'text', label: ['作者', 'Author'], required: true, maxLength: 30, list: 90, search: 'contains', form: 'main' },
      { name: 'cadreId', type: 'ref', ref: 'cadre', label: ['作者（离退休干部）', 'Author in the archive'], form: 'main',
        help: ['为离退休干部代为录入作品时选择', 'Choose the cadre when entering the work for them'] },
      { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, createOnly: true, list: 170, search: 'subtree', form: 'main' },
      { name: 'thumbnail', type: 'image', label: ['作品图片', 'Picture'], form: 'content' },
      { name: 'context', type: 'richText', label: ['作品内容', 'Content'], required: true, form: 'content' },
      ...reviewFields('review'),
    ],
    lifecycle,
  };
}
