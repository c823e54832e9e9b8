/**
 * Texts of the router that the public pages need before the workspace loads (the sign-in page carries only
 * the boot parts of the catalogue, see index.ts): the public pages' titles, loading, the error pages. The
 * titles of the pages every signed-in user has are the workspace's (fixedRoutes.ts).
 */
import type { Messages } from './define.ts';

export const router = {
  // Titles of the public pages (spec section 2): the document title is `title - product`.
  'route.login': ['登录', 'Sign in'],
  'route.lock': ['锁屏', 'Locked'],
  'route.404': ['页面不存在', 'Page not found'],
  'route.403': ['无权访问', 'No access'],
  'route.500': ['系统错误', 'System error'],
  'route.401': ['未授权', 'Not signed in'],
  'route.authredirect': ['授权跳转', 'Signing in'],
  'route.token': ['单点登录', 'Single sign-on'],
  'shell.loading': ['加载中…', 'Loading…'],
  'errorPage.404': ['您访问的页面不存在，可能已被移动或删除', 'The page you asked for does not exist; it may have moved or gone'],
  'errorPage.403': ['您的角色没有访问该页面的权限，如需访问请联系管理员', 'Your roles do not give you this page; ask your administrator'],
  'errorPage.500': ['系统出错了，请稍后再试', 'Something went wrong; please try again later'],
  'errorPage.401': ['您还没有登录，或登录已失效', 'You are not signed in, or your sign-in has expired'],
  'shell.back': ['返回上一页', 'Go back'],
  'shell.backHome': ['返回首页', 'Back to home'],
} as const satisfies Messages;
