/**
 * The one message catalogue for server and browser: zh-CN by default, en-US second. Each area keeps its
 * texts in its own file here (key → [zh-CN, en-US]); this module merges them and refuses duplicates.
 */
import type { Messages } from './define.ts';
import { platform } from './platform.ts';
import { auth } from './auth.ts';
import { cadre } from './cadre.ts';
import { crud } from './crud.ts';
import { validation } from './validation.ts';
import { engine } from './engine.ts';
import { engineFiles } from './engineFiles.ts';
import { http } from './http.ts';
import { push } from './push.ts';
import { session } from './session.ts';
import { shell } from './shell.ts';
import { system } from './system.ts';

const parts = [platform, validation, engine, http, auth, push, session, system, engineFiles, cadre, crud, shell] as const;

type Merge<T extends readonly Messages[]> = T extends readonly [infer H, ...infer R extends readonly Messages[]] ? H & Merge<R> : unknown;
const catalogue = {} as Record<string, readonly [string, string]>;
for (const part of parts) {
  for (const [key, pair] of Object.entries(part)) {
    if (key in catalogue) throw new Error(`message key ${key} is defined twice`);
    catalogue[key] = pair;
  }
}

export type MessageKey = keyof Merge<typeof parts>;
export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The text of a key in a locale, with `{name}` placeholders filled from vars (left as is when absent). */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const pair = catalogue[key as string];
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
