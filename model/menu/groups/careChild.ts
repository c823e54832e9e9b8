/**
 * 关心下一代 (care for the next generation, 关工委; API `careChild`). Spec section 2 names the group but no
 * pages: these follow domain.md §9 (organisations, members, work news, 五老 role models).
 */
import { group, hiddenPage, page } from '../build.ts';

export const careChild = group('careChild', ['关心下一代', 'Care for the next generation'], 'sprout', [
  page('/careChild/organization', ['关工委组织', 'Committees'], {
    resource: 'careOrganization',
    icon: 'tree',
    children: [hiddenPage('Add', ['新增关工委组织', 'New committee']), hiddenPage('Edit/{id}', ['编辑关工委组织', 'Edit committee'])],
  }),
  page('/careChild/member', ['关工委成员', 'Members'], {
    resource: 'careMember',
    icon: 'users',
    children: [hiddenPage('Add', ['新增成员', 'New member']), hiddenPage('Edit/{id}', ['编辑成员', 'Edit member'])],
  }),
  page('/careChild/trend', ['工作动态', 'Work news'], {
    resource: 'careTrend',
    icon: 'file',
    children: [hiddenPage('Add', ['新增工作动态', 'New item']), hiddenPage('Details/{id}', ['工作动态详情', 'Item'])],
  }),
  page('/careChild/demeanor', ['五老风采', 'Five-elders showcase'], {
    resource: 'fiveOldDemeanor',
    icon: 'award',
    children: [hiddenPage('Add', ['新增五老风采', 'New item']), hiddenPage('Details/{id}', ['五老风采详情', 'Item'])],
  }),
], 70);
