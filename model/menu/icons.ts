/**
 * The icon names the catalogue may use: a small closed vocabulary that the shell maps to its icon set,
 * so that a typo is a type error here rather than a blank square in the sidebar.
 */
export const MENU_ICONS = [
  'home', 'users', 'user', 'idCard', 'flag', 'star', 'river', 'leaf', 'clipboard', 'megaphone', 'sprout', 'phone',
  'settings', 'dashboard', 'file', 'book', 'chart', 'calendar', 'building', 'shield', 'key', 'list', 'image',
  'video', 'award', 'school', 'heart', 'team', 'home-care', 'coins', 'gift', 'bell', 'lock', 'log', 'database',
  'monitor', 'upload', 'sync', 'alert', 'tree', 'message', 'search',
] as const;

export type MenuIcon = (typeof MENU_ICONS)[number];
