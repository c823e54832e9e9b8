/**
 * 待审核 on home: for every declared resource whose lifecycle has a review (最美银龄, 最美先锋, works, the
 * question bank, 党史学习教育, 信息报送, 人才申报 level by level…), the items waiting for this user's decision:
 * the engine's reviewer's queue (`queue=review`, levels included), so home lists exactly the review page's
 * items. Derived from the declarations: a resource that gains a review appears here without a line. A
 * resource nobody decides on (我的作品: its author's own list; the decisions are 作品征集's) has no queue.
 */
import { RESOURCES } from '../../../model/resources/index.ts';
import type { HomeItemKind } from './homeItem.ts';
import { decidingPermissions, resourceItems } from './resourceItems.ts';

export const reviewQueues: HomeItemKind[] = RESOURCES.filter((def) => def.lifecycle?.review && decidingPermissions(def, def.lifecycle.review.pending).length).map((def) =>
  resourceItems({
    type: `${def.name}Review`,
    group: 'todo',
    label: 'home.type.review',
    resource: def.name,
    query: { queue: 'review' },
    sort: 'updateTime,desc',
    date: 'updateTime',
    ...(def.orgField ? { orgName: `${def.orgField}Name` } : {}),
    needs: (d) => decidingPermissions(d, d.lifecycle!.review!.pending),
  }),
);
