/**
 * The one message catalogue for server and browser: zh-CN by default, en-US second. Each area keeps its
 * texts in its own file here (key → [zh-CN, en-US]).
 *
 * A module imports the parts it shows and gets a translator typed to them (src/i18n/locale.ts: `useT(...parts)`
 * in components, `texts(...parts)` elsewhere; `zhTexts` below for what is said in the spec's language whatever
 * the user's): a key of a part it did not import does not type-check, and the parts join the catalogue as
 * the module is loaded, so each screen downloads the texts its modules show and no other. all.ts registers
 * every part for the server and the tests; the parts no browser module imports are the server's own answers.
 *
 * And only in its language: the browser build (build/englishOnDemand.mjs) turns each part file into its
 * zh-CN texts plus a loader of a module with its English. While the language is en-US (remembered at start,
 * or chosen), the English of every part added so far and of each part added later downloads (define.ts,
 * `wantEnglish`); a text reads zh-CN until its part's English arrives, and `useT` users then re-render. A
 * part file exports parts only (key → [zh-CN, en-US]); the server and the tests keep the pairs as written.
 * The declarations' own labels (model/resources, `pick`) arrive the same way (define.ts, `addLabels`).
 */
import { addMessages, lookup, type KeysOf, type Messages } from './define.ts';
import type { allParts } from './all.ts';

/** Any key of the catalogue: what the server, which has every part (all.ts), may say. */
export type MessageKey = KeysOf<typeof allParts>;
export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The text of a key in a locale, with `{name}` placeholders filled from vars (left as is when absent). */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const pair = lookup(key as string);
  if (!pair) return String(key);
  const text = locale === 'en-US' ? pair[1] : pair[0];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** zh-CN text: what the server sends in `msg` (the spec's language). */
export function zh(key: MessageKey, vars?: Record<string, string | number>): string {
  return translate('zh-CN', key, vars);
}

/**
 * `zh` for the parts a browser module shows in the spec's language whatever the user's (the request layer's
 * messages, which are compared with the server's `msg`; the frame's): they join the catalogue as the module
 * is loaded.
 */
export function zhTexts<const P extends readonly Messages[]>(...parts: P): (key: KeysOf<P>, vars?: Record<string, string | number>) => string {
  addMessages(...parts);
  return zh as (key: KeysOf<P>, vars?: Record<string, string | number>) => string;
}

/** A declaration's own [zh-CN, en-US] text (resource and field labels) in a locale. */
export function pick(locale: Locale, text: readonly [string, string]): string {
  return locale === 'en-US' ? text[1] : text[0];
}
