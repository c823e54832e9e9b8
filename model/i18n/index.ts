/** One message catalogue for server and browser: zh-CN by default, en-US second. */
import { enUS } from './en-US.ts';
import { zhCN, type MessageKey } from './zh-CN.ts';

export type { MessageKey };
export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** The text of a key in a locale, with `{name}` placeholders filled from vars (left as is when absent). */
export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = catalogues[locale][key] ?? zhCN[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** zh-CN text: what the server sends in `msg` (the spec's language). */
export function zh(key: MessageKey, vars?: Record<string, string | number>): string {
  return translate('zh-CN', key, vars);
}
