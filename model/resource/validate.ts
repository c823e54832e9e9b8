/**
 * Validation derived from a declaration and the resource's record checks (model/resources/recordChecks.ts,
 * apart from the declaration so that a list does not download them), run the same in the browser (as the
 * user leaves a field) and on the server (before every write). Returns normalised values and every problem,
 * never throws.
 */
import { addMessages } from '../i18n/define.ts';
import { translate, pick, type Locale } from '../i18n/index.ts';
import { validation } from '../i18n/validation.ts';
import { parseIdCard } from '../idCard.ts';
import { sanitizeRichText } from '../richText.ts';
import type { FieldError } from '../wire.ts';
import { LIST_TYPES, writableFields } from './fields.ts';
import type { FieldDef, RecordCheck, ResourceDef } from './types.ts';

// The texts of the rules below: wherever a record is checked (server or browser), they are in the catalogue.
addMessages(validation);

export interface ValidateOptions {
  mode: 'create' | 'update';
  /** The resource's record checks (recordChecks(def.name)): a caller cannot leave them out by forgetting. */
  checks: readonly RecordCheck[];
  locale?: Locale;
  /** True when the code is an enabled item of the dictionary; undefined when the dictionary is not loaded. */
  dictionary?: (type: string, code: string) => boolean | undefined;
  /** The stored record (update): record checks see it merged with the changes. */
  current?: Readonly<Record<string, unknown>>;
  today?: Date;
}

export interface Validated {
  /** Normalised values of the writable fields present in the input (null for cleared ones). */
  values: Record<string, unknown>;
  errors: FieldError[];
}

const DEFAULT_MAX: Partial<Record<FieldDef['type'], number>> = { text: 200, longText: 2000, richText: 200_000 };
const ID = /^[\w-]{1,64}$/;
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_RE = /^https?:\/\/\S+$/i;
const DECIMAL = /^-?\d+(\.\d+)?$/;

type Outcome = { value: unknown } | { error: keyof typeof validation; vars?: Record<string, string | number> };

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

/** Converts one present, non-empty raw value to its stored form, or names the problem. */
function convert(field: FieldDef, raw: unknown, options: ValidateOptions): Outcome {
  const text = asText(raw);
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'richText': {
      if (text === undefined) return { error: 'validation.pattern' };
      const max = field.maxLength ?? DEFAULT_MAX[field.type]!;
      if (text.length > max) return { error: 'validation.maxLength', vars: { max } };
      // Rich text is stored sanitised: a script in it never reaches a page, whatever page shows it.
      return { value: field.type === 'richText' && typeof raw === 'string' ? sanitizeRichText(raw) : text };
    }
    case 'integer': {
      const n = typeof raw === 'number' ? raw : text !== undefined && /^-?\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n)) return { error: 'validation.integer' };
      return range(field, n);
    }
    case 'decimal': {
      if (text === undefined || !DECIMAL.test(text)) return { error: 'validation.number' };
      const scale = field.scale ?? 2;
      if ((text.split('.')[1]?.length ?? 0) > scale) return { error: 'validation.scale', vars: { scale } };
      const checked = range(field, Number(text));
      return 'error' in checked ? checked : { value: text };
    }
    case 'date': {
      const m = text !== undefined ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
      if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) return { error: 'validation.date' };
      return { value: text };
    }
    case 'month': {
      const m = text !== undefined ? /^(\d{4})-(\d{2})$/.exec(text) : null;
      if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return { error: 'validation.month' };
      return { value: text };
    }
    case 'datetime': {
      const t = text !== undefined ? Date.parse(text) : NaN;
      if (Number.isNaN(t)) return { error: 'validation.datetime' };
      return { value: new Date(t).toISOString() };
    }
    case 'boolean': {
      if (raw === true || raw === 'true' || raw === 1 || raw === '1') return { value: true };
      if (raw === false || raw === 'false' || raw === 0 || raw === '0') return { value: false };
      return { error: 'validation.boolean' };
    }
    case 'dict':
      if (text === undefined) return { error: 'validation.pattern' };
      if (field.dict && options.dictionary?.(field.dict, text) === false) return { error: 'validation.dict', vars: { value: text } };
      return { value: text };
    case 'dicts': {
      const items = Array.isArray(raw) ? raw.map(asText) : text !== undefined ? text.split(',').map((s) => s.trim()) : undefined;
      if (!items || items.some((i) => i === undefined)) return { error: 'validation.list' };
      for (const code of items as string[]) {
        if (field.dict && options.dictionary?.(field.dict, code) === false) return { error: 'validation.dict', vars: { value: code } };
      }
      return { value: [...new Set(items as string[])] };
    }
    case 'files':
    case 'orgs':
    case 'users': {
      if (!Array.isArray(raw) || raw.some((i) => typeof i !== 'string' || !ID.test(i))) return { error: 'validation.list' };
      return { value: [...new Set(raw as string[])] };
    }
    case 'org':
    case 'user':
    case 'ref':
    case 'image':
      return text !== undefined && ID.test(text) ? { value: text } : { error: 'validation.id' };
    case 'idCard': {
      if (text === undefined) return { error: 'validation.idCardFormat' };
      const parsed = parseIdCard(text, options.today);
      if ('problem' in parsed) {
        const key = parsed.problem === 'checksum' ? 'validation.idCardChecksum' : parsed.problem === 'birthDate' ? 'validation.idCardBirth' : 'validation.idCardFormat';
        return { error: key };
      }
      return { value: parsed.number };
    }
    case 'mobile':
      return text !== undefined && MOBILE.test(text) ? { value: text } : { error: 'validation.mobile' };
    case 'phone':
      return text !== undefined && (MOBILE.test(text) || LANDLINE.test(text)) ? { value: text } : { error: 'validation.phone' };
    case 'email':
      return text !== undefined && EMAIL.test(text) && text.length <= 254 ? { value: text } : { error: 'validation.email' };
    case 'url':
      return text !== undefined && URL_RE.test(text) && text.length <= 2000 ? { value: text } : { error: 'validation.url' };
  }
}

function range(field: FieldDef, n: number): Outcome {
  if (field.min !== undefined && n < field.min) return { error: 'validation.min', vars: { min: field.min } };
  if (field.max !== undefined && n > field.max) return { error: 'validation.max', vars: { max: field.max } };
  return { value: n };
}

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
}

/** Validates the writable fields of `input` against the declaration. */
export function validateRecord(def: ResourceDef, input: Readonly<Record<string, unknown>>, options: ValidateOptions): Validated {
  const locale = options.locale ?? 'zh-CN';
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const field of writableFields(def, options.mode)) {
    const present = Object.prototype.hasOwnProperty.call(input, field.name);
    if (!present && options.mode === 'update') continue;
    const raw = input[field.name];
    const label = pick(locale, field.label);
    if (isBlank(raw)) {
      if (field.required) errors.push({ field: field.name, message: translate(locale, 'validation.required', { label }) });
      else if (present) values[field.name] = LIST_TYPES.has(field.type) ? [] : null;
      continue;
    }
    const outcome = convert(field, raw, options);
    if ('error' in outcome) {
      const message = field.pattern && outcome.error === 'validation.pattern' ? pick(locale, field.pattern.message) : translate(locale, outcome.error, { label, ...outcome.vars });
      errors.push({ field: field.name, message });
      continue;
    }
    if (field.pattern && typeof outcome.value === 'string' && !new RegExp(field.pattern.regex).test(outcome.value)) {
      errors.push({ field: field.name, message: pick(locale, field.pattern.message) });
      continue;
    }
    values[field.name] = outcome.value;
  }
  if (errors.length === 0) {
    const merged = { ...options.current, ...values };
    for (const check of options.checks) {
      if (!check.test(merged)) errors.push({ field: check.field, message: pick(locale, check.message) });
    }
  }
  return { values, errors };
}
