/**
 * The browser's current language: zh-CN by default, en-US selectable (remembered). `t` reads the catalogue
 * in the current language; components use `useT()` so that a switch re-renders them at once.
 */
import { DEFAULT_LOCALE, LOCALES, pick, translate, type Locale, type MessageKey } from '../../model/i18n/index.ts';
import { createStore } from '../store/createStore.ts';
import { storage } from '../store/storage.ts';
import { useStore } from '../store/useStore.ts';

const KEY = 'locale';

function initial(): Locale {
  const saved = storage.get(KEY);
  return LOCALES.includes(saved as Locale) ? (saved as Locale) : DEFAULT_LOCALE;
}

export const localeStore = createStore<Locale>(initial());

export function setLocale(locale: Locale): void {
  localeStore.setState(locale);
  storage.set(KEY, locale);
  document.documentElement.lang = locale;
}

export type Translate = ((key: MessageKey, vars?: Record<string, string | number>) => string) & {
  /** A declaration's own [zh-CN, en-US] text. */
  label(text: readonly [string, string]): string;
  locale: Locale;
};

function translator(locale: Locale): Translate {
  const fn = ((key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars)) as Translate;
  fn.label = (text) => pick(locale, text);
  fn.locale = locale;
  return fn;
}

const cache = new Map<Locale, Translate>();
const translatorOf = (locale: Locale) => cache.get(locale) ?? (cache.set(locale, translator(locale)), cache.get(locale)!);

/** Text in the current language, outside React (toasts, confirmations). */
export const t: Translate = Object.assign(
  (key: MessageKey, vars?: Record<string, string | number>) => translatorOf(localeStore.getState())(key, vars),
  {
    label: (text: readonly [string, string]) => pick(localeStore.getState(), text),
    get locale() {
      return localeStore.getState();
    },
  },
) as Translate;

/** The translator of the current language; re-renders the component when it changes. */
export function useT(): Translate {
  return translatorOf(useStore(localeStore));
}
