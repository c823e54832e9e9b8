/** Texts of 关心下一代's hand-written page (src/pages/careChild/, docs/careChild.md). */
import type { Messages } from './define.ts';

export const careChildPages = {
  'careChildPages.tree.title': ['组织架构', 'Committee tree'],
  'careChildPages.tree.open': ['展开{name}的下级组织', 'Show the committees below {name}'],
  'careChildPages.tree.close': ['收起{name}的下级组织', 'Hide the committees below {name}'],
  'careChildPages.tree.none': ['暂无关工委组织', 'No committee yet'],
  'careChildPages.tree.noneBelow': ['无下级组织', 'No committee below'],
  'careChildPages.tree.more': ['另有{count}个组织未显示，请在下方列表中按上级组织查询', '{count} more not shown: search the list below by parent committee'],
} as const satisfies Messages;
