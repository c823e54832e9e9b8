/**
 * Keeps the document painted as the settings say: theme, colour, text size and language. Installed once
 * at start (main.tsx), before the first render, so a saved theme applies after a reload without a flash,
 * whatever the switches that show or hide the theme and colour pickers say.
 */
import { setLocale } from '../i18n/locale.ts';
import { applyAppearance } from '../theme/themes.ts';
import { settingsStore, type Settings } from './settingsStore.ts';

export function installAppearance(root: HTMLElement = document.documentElement): () => void {
  applyAppearance(root, settingsStore.getState());
  // The language follows the settings once they change (a user's loaded, the panel's switch); until then
  // the language the browser remembered, which the sign-in page may have chosen, stays.
  return settingsStore.subscribe((next: Settings, previous: Settings) => {
    applyAppearance(root, next);
    if (next.locale !== previous.locale) setLocale(next.locale);
  });
}
