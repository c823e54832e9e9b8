/**
 * The fullscreen toggle. Its state is read from the document (fullscreenElement, on every
 * fullscreenchange), so leaving fullscreen with Esc or the browser's own control keeps it right.
 */
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/locale.ts';
import { ToolButton } from './ToolButton.tsx';
import { shell } from '../../model/i18n/shell.ts';

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

const isFullscreen = () => Boolean(document.fullscreenElement);

export function useFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen, () => false);
}

/** Enters fullscreen showing `el` (the whole page by default; the cockpit shows only itself), or leaves it. */
export function toggleFullscreen(el: Element = document.documentElement): Promise<void> {
  return isFullscreen() ? document.exitFullscreen() : el.requestFullscreen();
}

export function FullscreenButton() {
  const t = useT(shell);
  const on = useFullscreen();
  return (
    <ToolButton
      icon={on ? 'fullscreenExit' : 'fullscreen'}
      label={t(on ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter')}
      // A browser that refuses fullscreen (a policy, an embedding frame) simply stays as it is.
      onClick={() => void toggleFullscreen().catch(() => undefined)}
    />
  );
}
