/**
 * Titles of the pages every signed-in user has (src/router/fixedRoutes.ts, spec section 2): the workspace's
 * (workspace.ts registers them); the public pages' are in router.ts.
 */
import type { Messages } from './define.ts';

export const fixedRoutes = {
  'route.home': ['首页', 'Home'],
  'route.homeList': ['事项列表', 'Items'],
  'route.homeDetails': ['事项详情', 'Item'],
  'route.homeDetailsOf': ['{type}详情', '{type}: details'],
  'route.iframe': ['外部页面', 'External page'],
  'route.info': ['个人信息', 'Personal information'],
  'route.dashboard': ['数据概览', 'Overview'],
} as const satisfies Messages;
