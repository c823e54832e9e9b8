/**
 * The shell's passing state: the sidebar collapsed or not (collapsed on small screens, expanded again
 * when the screen grows, toggled by the user in between) and the group the sidebar shows when the page
 * shown belongs to none (home, personal information).
 */
import { createStore } from '../store/createStore.ts';
import { screenStore } from './screen.ts';

export interface LayoutState {
  collapsed: boolean;
  /** Group id chosen in the top menu. */
  group: string | null;
}

export const layoutStore = createStore<LayoutState>({ collapsed: screenStore.getState() < 2, group: null });

screenStore.subscribe((size, previous) => {
  const small = size < 2;
  if (small !== previous < 2) layoutStore.setState((state) => ({ ...state, collapsed: small }));
});

export function toggleSidebar(): void {
  layoutStore.setState((state) => ({ ...state, collapsed: !state.collapsed }));
}

export function selectGroup(group: string): void {
  layoutStore.setState((state) => (state.group === group ? state : { ...state, group }));
}
