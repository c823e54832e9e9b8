/**
 * The page patterns the signed-in user may open: their menu after the shell's rules, indexed as the router
 * indexes it. A link to a page the router would refuse (403) is not offered.
 */
import { useMemo } from 'react';
import { indexMenu } from '../../../router/menuIndex.ts';
import { sessionStore } from '../../../session/sessionStore.ts';
import { applyShaoxingRule } from '../../../../model/menu/shaoxingRule.ts';
import { useStore } from '../../../store/useStore.ts';

export function useGrantedPages(): ReadonlySet<string> {
  const menu = useStore(sessionStore, (state) => state.menu);
  const user = useStore(sessionStore, (state) => state.user);
  return useMemo(() => indexMenu(applyShaoxingRule(menu, user)).granted, [menu, user]);
}
