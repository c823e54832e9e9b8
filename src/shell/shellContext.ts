/** What every part of the shell reads: the user's menu (after the shell's rules), its index, the page shown. */
import { createContext, useContext } from 'react';
import type { MenuEntry } from '../http/api/admin.ts';
import type { MenuIndex } from '../router/menuIndex.ts';
import type { RouteView } from './describeRoute.ts';

export interface ShellState {
  menu: readonly MenuEntry[];
  index: MenuIndex;
  view: RouteView;
  /** The title of any app address the user may open (tags show it in the current language). */
  titleOf(address: string): string | undefined;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell() outside the shell');
  return shell;
}
