/**
 * The shell's icons, drawn inline (24×24 strokes) so that no icon font or image is fetched from anywhere:
 * intranet deployments reach no outside address. Covers the catalogue's vocabulary (model/menu/icons.ts)
 * and the shell's own tools; an unknown name draws a neutral dot rather than nothing.
 */
import type { MenuIcon } from '../../model/menu/icons.ts';
import { cn } from '../ui/cn.ts';

type ToolIcon =
  | 'fold' | 'unfold' | 'fullscreen' | 'fullscreenExit' | 'palette' | 'brush' | 'bug' | 'gear' | 'chevronDown'
  | 'chevronRight' | 'close' | 'refresh' | 'logout' | 'external' | 'more';

export type IconName = MenuIcon | ToolIcon;

/**
 * Each icon's path data: its strokes as subpaths of one path (each starts with M). One element per icon rather
 * than one per stroke: the sidebar draws dozens of icons, and every element is styled, laid out and painted.
 */
const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-8 9 8 M5 10v10h14V10 M10 20v-6h4v6',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M2 21v-1a6 6 0 0 1 12 0v1 M16 3.5a4 4 0 0 1 0 7 M22 21v-1a6 6 0 0 0-4-5.6',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10z M3 22a9 9 0 0 1 18 0',
  idCard: 'M3 5h18v14H3z M8 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M5 16a3 3 0 0 1 6 0 M14 9h4 M14 13h4',
  flag: 'M5 21V4 M5 4h12l-2 4 2 4H5',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  river: 'M2 8c3-2 5 2 8 0s5 2 8 0 3-1 4-1 M2 13c3-2 5 2 8 0s5 2 8 0 3-1 4-1 M2 18c3-2 5 2 8 0s5 2 8 0 3-1 4-1',
  leaf: 'M5 19C5 9 11 4 20 4c0 9-5 15-15 15z M5 19l8-8',
  clipboard: 'M9 4h6v3H9z M7 5H5v16h14V5h-2 M8 12h8 M8 16h6',
  megaphone: 'M3 10v4l12 5V5L3 10z M15 8a4 4 0 0 1 0 8 M6 14l1 6h3l-1-5',
  sprout: 'M12 21v-9 M12 12C12 7 9 5 4 5c0 5 3 7 8 7z M12 10c0-4 3-6 8-6 0 4-3 6-8 6z',
  phone: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M19 12l2-1-1-3-2 .3-1.3-1.3.3-2-3-1-1 2h-2l-1-2-3 1 .3 2L6 7.3 4 7 3 10l2 1v2l-2 1 1 3 2-.3 1.3 1.3-.3 2 3 1 1-2h2l1 2 3-1-.3-2 1.3-1.3 2 .3 1-3-2-1z',
  dashboard: 'M3 13a9 9 0 0 1 18 0 M12 13l4-4 M5 19h14',
  file: 'M6 2h9l5 5v15H6z M14 2v6h6 M9 13h8 M9 17h6',
  book: 'M4 4h7a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H4z M20 4h-4a3 3 0 0 0-3 3',
  chart: 'M4 20V10 M10 20V4 M16 20v-7 M2 20h20',
  calendar: 'M4 5h16v16H4z M4 10h16 M9 3v4 M15 3v4',
  building: 'M5 21V3h10v18 M15 9h4v12 M8 7h4 M8 11h4 M8 15h4 M3 21h18',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  key: 'M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M11 11h10 M18 11v3 M15 11v2',
  list: 'M9 6h12 M9 12h12 M9 18h12 M4 6h1 M4 12h1 M4 18h1',
  image: 'M3 5h18v14H3z M8 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z M21 16l-5-5-9 8',
  video: 'M3 6h13v12H3z M16 10l5-3v10l-5-3',
  award: 'M12 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12z M8.5 13L7 22l5-3 5 3-1.5-9',
  school: 'M2 9l10-5 10 5-10 5z M6 11v5c2 2 10 2 12 0v-5 M22 9v6',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
  team: 'M12 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M5 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M19 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z M7 20a5 5 0 0 1 10 0 M1 18a4 4 0 0 1 5-3.5 M23 18a4 4 0 0 0-5-3.5',
  'home-care': 'M3 11l9-8 9 8 M5 10v10h14V10 M12 17s-3-2-3-4a1.5 1.5 0 0 1 3-.5 1.5 1.5 0 0 1 3 .5c0 2-3 4-3 4z',
  coins: 'M9 10c4 0 7-1.3 7-3s-3-3-7-3-7 1.3-7 3 3 3 7 3z M2 7v5c0 1.7 3 3 7 3s7-1.3 7-3V7 M8 17v1c0 1.7 3 3 7 3s7-1.3 7-3v-5c0-1.6-2.7-2.9-6.3-3',
  gift: 'M3 8h18v4H3z M5 12v9h14v-9 M12 8v13 M12 8S10 3 7.5 4 9 8 12 8zm0 0s2-5 4.5-4S15 8 12 8z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 21h4',
  lock: 'M5 11h14v10H5z M8 11V7a4 4 0 0 1 8 0v4',
  log: 'M5 3h14v18H5z M8 7h8 M8 11h8 M8 15h5',
  database: 'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3z M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  monitor: 'M3 4h18v12H3z M8 21h8 M12 16v5',
  upload: 'M12 16V4 M7 9l5-5 5 5 M4 20h16',
  sync: 'M20 11a8 8 0 0 0-14.5-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0 0 14.5 4.5L20 16 M20 20v-4h-4',
  alert: 'M12 3l10 18H2z M12 10v5 M12 18h.01',
  tree: 'M4 4h6v5H4z M14 4h6v5h-6z M14 15h6v5h-6z M7 9v8h7 M7 7h7',
  message: 'M4 4h16v12H8l-4 4z M8 9h8 M8 12h5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M21 21l-5-5',
  fold: 'M3 6h18 M11 12h10 M3 18h18 M7 9l-3 3 3 3',
  unfold: 'M3 6h18 M3 12h10 M3 18h18 M17 9l3 3-3 3',
  fullscreen: 'M4 9V4h5 M15 4h5v5 M20 15v5h-5 M9 20H4v-5',
  fullscreenExit: 'M9 4v5H4 M20 9h-5V4 M15 20v-5h5 M4 15h5v5',
  palette: 'M12 21a9 9 0 1 1 9-9c0 2.5-2 3-3.5 3H15a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 21z M7.5 11h.01 M10 7h.01 M15 7h.01',
  brush: 'M14 4l6 6-8 8-6-6z M6 12l-3 8 8-3',
  bug: 'M8 8a4 4 0 0 1 8 0v8a4 4 0 0 1-8 0z M3 12h5 M16 12h5 M4 6l4 3 M20 6l-4 3 M4 19l4-3 M20 19l-4-3',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M12 2v3 M12 19v3 M4.9 4.9L7 7 M17 17l2.1 2.1 M2 12h3 M19 12h3 M4.9 19.1L7 17 M17 7l2.1-2.1',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12 M18 6L6 18',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7 M20 4v7h-7',
  logout: 'M9 21H5V3h4 M16 17l5-5-5-5 M21 12H9',
  external: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
  more: 'M5 12h.01 M12 12h.01 M19 12h.01',
};

export function Icon({ name, className }: { name: string; className?: string }) {
  const d = PATHS[name as IconName];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2"
      strokeLinecap="round" strokeLinejoin="round" className={cn('size-4 shrink-0', className)}>
      {d ? <path d={d} /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  );
}
