/**
 * The signed-in user's menu after the shell's rules, indexed as the router indexes it: the page patterns they
 * may open (a link to a page the router would refuse, 403, is not offered) and the resource each page shows.
 */
import { useMemo } from 'react';
import { indexMenu, type MenuIndex } from '../router/menuIndex.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { applyShaoxingRule } from '../../model/menu/shaoxingRule.ts';
import { useStore } from '../store/useStore.ts';

export function useGrantedMenu(): MenuIndex {
  const menu = useStore(sessionStore, (state) => state.menu);
  const user = useStore(sessionStore, (state) => state.user);
  return useMemo(() => indexMenu(applyShaoxingRule(menu, user)), [menu, user]);
}
