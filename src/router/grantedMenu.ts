/**
 * The signed-in user's menu after the shell's rules, indexed as the router indexes it: the page patterns they
 * may open (a link to a page the router would refuse, 403, is not offered) and the resource each page shows.
 * The shell and every page that links to others read the same index: made once per menu and user.
 */
import { useStore } from '../store/useStore.ts';
import { sessionStore } from '../session/sessionStore.ts';
import type { MenuEntry } from '../http/api/admin.ts';
import { applyShaoxingRule, type ShaoxingUser } from '../../model/menu/shaoxingRule.ts';
import { indexMenu, type MenuIndex } from './menuIndex.ts';

export interface GrantedMenu {
  /** The menu tree the shell draws. */
  tree: readonly MenuEntry[];
  index: MenuIndex;
}

let last: { menu: readonly MenuEntry[]; user: ShaoxingUser | null; granted: GrantedMenu } | undefined;

export function grantedMenu(menu: readonly MenuEntry[], user: ShaoxingUser | null): GrantedMenu {
  if (last?.menu !== menu || last.user !== user) {
    const tree = applyShaoxingRule(menu, user);
    last = { menu, user, granted: { tree, index: indexMenu(tree) } };
  }
  return last.granted;
}

export function useGrantedMenu(): MenuIndex {
  const menu = useStore(sessionStore, (state) => state.menu);
  const user = useStore(sessionStore, (state) => state.user);
  return grantedMenu(menu, user).index;
}
