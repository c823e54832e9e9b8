/** The home area's answers only the server writes (refusals of home/list and silver/shared): registered by all.ts. */
import type { Messages } from './define.ts';

export const homeServer = {
  'home.noSuchKind': ['首页没有这类事项：{type}', 'Home has no items of kind {type}'],
  'home.kindNotYours': ['您的角色没有这类事项', 'Your roles do not include these items'],
  'home.shared.badKind': ['共享展示没有这一类', 'The showcase has no such kind'],
} as const satisfies Messages;
