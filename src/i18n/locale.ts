/**
 * The browser's current language: zh-CN by default, en-US selectable (remembered). `t` reads the catalogue
 * in the current language; components use `useT()` so that a switch re-renders them at once, and so does
 * the arrival of English texts, which the browser downloads only while the language is en-US
 * (model/i18n/define.ts, `wantEnglish`).
 */
import { useSyncExternalStore } from 'react';
import { englishArrivals, onEnglishArrival, wantEnglish } from '../../model/i18n/define.ts';
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
wantEnglish(localeStore.getState() === 'en-US');
localeStore.subscribe((locale) => wantEnglish(locale === 'en-US'));

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

// One translator per language, new once more English has arrived: components memoising on `t` recompute.
const cache = new Map<Locale, { arrivals: number; translate: Translate }>();
function translatorOf(locale: Locale, arrivals: number): Translate {
  let entry = cache.get(locale);
  if (entry?.arrivals !== arrivals) cache.set(locale, (entry = { arrivals, translate: translator(locale) }));
  return entry.translate;
}

/** Text in the current language, outside React (toasts, confirmations). */
export const t: Translate = Object.assign(
  (key: MessageKey, vars?: Record<string, string | number>) => translate(localeStore.getState(), key, vars),
  {
    label: (text: readonly [string, string]) => pick(localeStore.getState(), text),
    get locale() {
      return localeStore.getState();
    },
  },
) as Translate;

/** The translator of the current language; re-renders the component when it changes or English arrives. */
export function useT(): Translate {
  const locale = useStore(localeStore);
  return translatorOf(locale, useSyncExternalStore(onEnglishArrival, englishArrivals, englishArrivals));
}
