/**
 * The browser's current language: zh-CN by default, en-US selectable (remembered). A module gets its texts
 * from the catalogue parts it imports: `useT(...parts)` in a component, which re-renders it when the language
 * changes or English texts arrive (downloaded only while the language is en-US, model/i18n/define.ts,
 * `wantEnglish`); `texts(...parts)` outside React (toasts, confirmations), read at the time of the call.
 */
import { useSyncExternalStore } from 'react';
import { addMessages, englishArrivals, onEnglishArrival, wantEnglish, type KeysOf, type Messages } from '../../model/i18n/define.ts';
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

/** A translator typed to the parts it was made from: a key of another part does not type-check. */
export type Translate<K extends PropertyKey = never> = ((key: K, vars?: Record<string, string | number>) => string) & {
  /** A declaration's own [zh-CN, en-US] text. */
  label(text: readonly [string, string]): string;
  locale: Locale;
};

function translator(locale: Locale): Translate<MessageKey> {
  const fn = ((key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars)) as Translate<MessageKey>;
  fn.label = (text) => pick(locale, text);
  fn.locale = locale;
  return fn;
}

// One translator per language, new once more English has arrived: components memoising on `t` recompute.
const cache = new Map<Locale, { arrivals: number; translate: Translate<MessageKey> }>();
function translatorOf(locale: Locale, arrivals: number): Translate<MessageKey> {
  let entry = cache.get(locale);
  if (entry?.arrivals !== arrivals) cache.set(locale, (entry = { arrivals, translate: translator(locale) }));
  return entry.translate;
}

const current = Object.assign(
  (key: MessageKey, vars?: Record<string, string | number>) => translate(localeStore.getState(), key, vars),
  {
    label: (text: readonly [string, string]) => pick(localeStore.getState(), text),
    get locale() {
      return localeStore.getState();
    },
  },
) as Translate<MessageKey>;

/**
 * Text in the current language outside React (toasts, confirmations), from the parts a module shows: they
 * join the catalogue as the module is loaded.
 */
export function texts<const P extends readonly Messages[]>(...parts: P): Translate<KeysOf<P>> {
  addMessages(...parts);
  return current;
}

/**
 * The translator of the parts a component shows, in the current language; re-renders the component when the
 * language changes or English arrives.
 */
export function useT<const P extends readonly Messages[]>(...parts: P): Translate<KeysOf<P>> {
  addMessages(...parts);
  const locale = useStore(localeStore);
  return translatorOf(locale, useSyncExternalStore(onEnglishArrival, englishArrivals, englishArrivals));
}
