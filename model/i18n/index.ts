/**
 * The one message catalogue for server and browser: zh-CN by default, en-US second. Each area keeps its
 * texts in its own file here (key → [zh-CN, en-US]).
 *
 * Each screen downloads only the texts it can show: the boot parts below are registered by this module (what
 * every screen may show: the public pages' shared texts; the sign-in page adds its own, signInArea.ts); the shell's and a list page's by workspace.ts,
 * which the signed-in workspace's chunk imports; what opens from them on demand by the modules that open
 * (shellViewsArea.ts: the shell's menus, panels and its other pages; crudViewsArea.ts: forms, details,
 * dialogs), each importing its registrar; an area's pages' by the area's own module (systemArea.ts,
 * cadreArea.ts), loaded with any page of the area (src/pages/<area>/pages.ts). all.ts registers everything
 * (the server, the tests) and alone has the server's own answers. A new part goes into one of those modules
 * and into all.ts's `Parts`; test/platform/screenTexts.test.ts fails when a module uses a text that is not
 * registered by what its screen loads.
 *
 * And only in its language: the browser build (build/englishOnDemand.mjs) turns each part file into its
 * zh-CN texts plus a loader of a module with its English. While the language is en-US (remembered at start,
 * or chosen), the English of every part added so far and of each part added later downloads (define.ts,
 * `wantEnglish`); a text reads zh-CN until its part's English arrives, and `useT` users then re-render. A
 * part file exports parts only (key → [zh-CN, en-US]); the server and the tests keep the pairs as written.
 * The declarations' own labels (model/resources, `pick`) arrive the same way (define.ts, `addLabels`).
 */
import { addMessages, lookup, type Messages } from './define.ts';
import { auth } from './auth.ts';
import { http } from './http.ts';
import { platform } from './platform.ts';
import { push } from './push.ts';
import { router } from './router.ts';
import { session } from './session.ts';
import type { Parts as WorkspaceParts } from './all.ts';

type Parts = [typeof platform, typeof http, typeof auth, typeof session, typeof router, typeof push, ...WorkspaceParts];
type Merge<T extends readonly Messages[]> = T extends readonly [infer H, ...infer R extends readonly Messages[]] ? H & Merge<R> : unknown;

// push: a signed-in user's notices (signed out elsewhere) reach the lock page too.
addMessages(platform, http, auth, session, router, push);

export type MessageKey = keyof Merge<Parts>;
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

/** A declaration's own [zh-CN, en-US] text (resource and field labels) in a locale. */
export function pick(locale: Locale, text: readonly [string, string]): string {
  return locale === 'en-US' ? text[1] : text[0];
}
