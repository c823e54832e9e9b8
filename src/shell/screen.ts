/**
 * The screen size class of spec section 9 (1200 px or more is 3, 992 is 2, 768 is 1, else 0), kept up to
 * date on resize. The shell collapses the sidebar when the class falls below 2.
 */
import { createStore } from '../store/createStore.ts';

export type ScreenClass = 0 | 1 | 2 | 3;

export function screenClass(width: number): ScreenClass {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

export const screenStore = createStore<ScreenClass>(screenClass(globalThis.innerWidth ?? 1280));

/** Follows the window's width; returns the removal. */
export function watchScreen(win: Window = window): () => void {
  const update = () => screenStore.setState(screenClass(win.innerWidth));
  update();
  win.addEventListener('resize', update);
  return () => win.removeEventListener('resize', update);
}
