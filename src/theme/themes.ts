/**
 * The themes of spec section 2 and the colour picker's presets. The themes themselves are CSS variable
 * sets in styles.css (html[data-theme]); this module names them and applies a choice to the document.
 */
import { accessibleShade } from './color.ts';

export const THEMES = ['default', 'white', 'star', 'iview', 'd2', 'hey'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Spec section 9: the default theme colour is blue (Element's #409eff, the original's). */
export const DEFAULT_COLOR = '#409eff';

/** Presets offered next to the free colour input (the original's palette). */
export const COLOR_PRESETS = ['#409eff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa541c', '#2f54eb', '#eb2f96'] as const;

/** Two swatches per theme for the chooser: the sidebar and the header, as the theme paints them. */
export const THEME_SWATCHES: Record<ThemeName, readonly [string, string]> = {
  default: ['#20222a', '#ffffff'],
  white: ['#ffffff', '#409eff'],
  star: ['#1b2147', '#2a1f4f'],
  iview: ['#1c2438', '#e8eaec'],
  d2: ['#ebf1f6', '#ebf1f6'],
  hey: ['#ffffff', '#e6f0fa'],
};

export interface Appearance {
  theme: ThemeName;
  color: string;
  largeText: boolean;
}

/** Paints the document: theme variables, primary colour (its accessible shade) and text size. */
export function applyAppearance(root: HTMLElement, { theme, color, largeText }: Appearance): void {
  if (theme === 'default') delete root.dataset.theme;
  else root.dataset.theme = theme;
  if (largeText) root.dataset.text = 'large';
  else delete root.dataset.text;
  root.style.setProperty('--portal-primary', accessibleShade(color));
}
