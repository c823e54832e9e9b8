/**
 * The shell's settings (spec section 2's switches, theme, colour, language, text size) as one typed
 * object, saved whole per user among the preferences (preferences.ts), which a logout clears. The last
 * user's settings apply at start, before the session is restored, so a reload paints the saved theme at once.
 */
import { LOCALES, type Locale } from '../../model/i18n/index.ts';
import { createStore, type Store } from '../store/createStore.ts';
import type { Json, PrefixedStorage } from '../store/storage.ts';
import { isHexColor } from '../theme/color.ts';
import { DEFAULT_COLOR, THEMES, type ThemeName } from '../theme/themes.ts';
import { preferences } from './preferences.ts';

/** The nine switches of the settings panel, each showing or hiding one part of the shell. */
export const SWITCHES = ['showTag', 'showDebug', 'showTheme', 'showColor', 'showFullScren', 'showLock', 'showCollapse', 'showSearch', 'showMenu'] as const;
export type SwitchName = (typeof SWITCHES)[number];

export type Settings = Record<SwitchName, boolean> & {
  theme: ThemeName;
  color: string;
  locale: Locale;
  largeText: boolean;
};

export const DEFAULT_SETTINGS: Settings = {
  showTag: true,
  showDebug: true,
  showTheme: true,
  showColor: true,
  showFullScren: true,
  showLock: true,
  showCollapse: true,
  showSearch: true,
  showMenu: true,
  theme: 'default',
  color: DEFAULT_COLOR,
  locale: 'zh-CN',
  largeText: false,
};

const LAST_USER = 'lastUser';
const keyOf = (userId: string) => `settings:${userId}`;

/** Whatever was stored, as valid settings: unknown keys dropped, wrong values replaced by defaults. */
export function parseSettings(value: unknown): Settings {
  const saved = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const name of SWITCHES) {
    const value = saved[name];
    if (typeof value === 'boolean') settings[name] = value;
  }
  if (THEMES.includes(saved.theme as ThemeName)) settings.theme = saved.theme as ThemeName;
  if (isHexColor(saved.color)) settings.color = saved.color.toLowerCase();
  if (LOCALES.includes(saved.locale as Locale)) settings.locale = saved.locale as Locale;
  if (typeof saved.largeText === 'boolean') settings.largeText = saved.largeText;
  return settings;
}

export interface SettingsStore {
  readonly store: Store<Settings>;
  /** Loads the user's saved settings (defaults for a new user) and makes them the ones saved to. */
  useFor(userId: string): void;
  /** Changes some settings and saves the whole object. */
  update(patch: Partial<Settings>): void;
}

export function createSettings(storage: PrefixedStorage = preferences): SettingsStore {
  const lastUser = storage.get(LAST_USER);
  let userId = typeof lastUser === 'string' ? lastUser : null;
  const store = createStore<Settings>(parseSettings(userId ? storage.get(keyOf(userId)) : undefined));
  return {
    store,
    useFor(id) {
      if (id === userId) return;
      userId = id;
      storage.set(LAST_USER, id);
      store.setState(parseSettings(storage.get(keyOf(id))));
    },
    update(patch) {
      const next = { ...store.getState(), ...patch };
      store.setState(next);
      if (userId) storage.set(keyOf(userId), next as unknown as Json);
    },
  };
}

export const settings = createSettings();
export const settingsStore = settings.store;
