/**
 * What people type into a template, turned into the values the declaration's validation expects:
 * dictionary labels into codes, organisation names (or codes) into ids within the user's scope, 是/否 into
 * booleans, the date forms Excel and people produce into YYYY-MM-DD, plain text into rich text's escaped
 * paragraphs. A value that cannot be turned is passed on as it is, for validation to name the problem;
 * only what validation cannot see (a formula, an unknown or ambiguous name) is reported here.
 */
import { pick, zh } from '../../model/i18n/index.ts';
import type { FieldError } from '../../model/wire.ts';
import type { Queryable } from '../db/db.ts';
import type { ReadCellValue } from '../xlsx/index.ts';
import type { ImportColumn, ImportPlan, OrgLookup } from './importColumns.ts';

export type Converted = { value: unknown } | { error: string };

const pad = (n: string) => n.padStart(2, '0');
const LIST_SEPARATORS = /[、,，;；]/;

/** Dates as Excel gives them (YYYY-MM-DD, with a time of day) and as people type them. */
function dateText(cell: ReadCellValue): string | undefined {
  const text = String(cell).trim();
  if (typeof cell === 'number' && /^\d{8}$/.test(text)) return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`;
  const m = /^(\d{4})(?:[-/.年])(\d{1,2})(?:[-/.月])(\d{1,2})日?(?:[T ]00:00(?::00)?)?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return m ? `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}` : undefined;
}

function monthText(cell: ReadCellValue): string | undefined {
  const text = String(cell).trim();
  const m = /^(\d{4})(?:[-/.年])(\d{1,2})月?(?:[-/.]\d{1,2}(?:T[\d:]+)?)?$/.exec(text);
  return m ? `${m[1]}-${pad(m[2]!)}` : undefined;
}

/** A wall-clock time in a sheet is China's (UTC+8). */
function datetimeText(cell: ReadCellValue): string | undefined {
  const text = String(cell).trim();
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  return m ? `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}T${pad(m[4] ?? '0')}:${m[5] ?? '00'}:${m[6] ?? '00'}+08:00` : undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function orgId(lookup: OrgLookup, value: string): Converted {
  if (lookup.byId.has(value)) return { value };
  const ids = lookup.byName.get(value) ?? [];
  if (ids.length === 1) return { value: ids[0] };
  return { error: zh(ids.length ? 'import.orgAmbiguous' : 'import.orgUnknown', { value }) };
}

export interface CellContext {
  plan: ImportPlan;
  /** Looks a user up (userLookup). */
  userId(value: string): Promise<UserFound>;
}

export type UserFound = { id: string } | 'unknown' | 'ambiguous';

function userIdOf(found: UserFound, value: string): Converted {
  if (typeof found === 'object') return { value: found.id };
  return { error: zh(found === 'ambiguous' ? 'import.userAmbiguous' : 'import.userUnknown', { value }) };
}

export async function convertCell(ctx: CellContext, column: ImportColumn, cell: ReadCellValue): Promise<Converted> {
  const { field } = column;
  if (cell === null || (typeof cell === 'string' && cell.trim() === '')) return { value: undefined };
  const text = typeof cell === 'boolean' ? zh(cell ? 'export.yes' : 'export.no') : String(cell).trim();
  switch (field.type) {
    case 'dict':
      return { value: ctx.plan.dictCodes.get(field.dict ?? '')?.get(text) ?? text };
    case 'dicts': {
      const codes = ctx.plan.dictCodes.get(field.dict ?? '');
      return { value: text.split(LIST_SEPARATORS).map((s) => s.trim()).filter(Boolean).map((label) => codes?.get(label) ?? label) };
    }
    case 'boolean':
      if (cell === true || text === zh('export.yes')) return { value: true };
      if (cell === false || text === zh('export.no')) return { value: false };
      return { value: text };
    case 'org':
      return orgId(ctx.plan.assignable, text);
    case 'orgs': {
      const ids: string[] = [];
      for (const name of text.split(LIST_SEPARATORS).map((s) => s.trim()).filter(Boolean)) {
        const one = orgId(ctx.plan.allOrgs, name);
        if ('error' in one) return one;
        ids.push(String(one.value));
      }
      return { value: ids };
    }
    case 'user':
      return userIdOf(await ctx.userId(text), text);
    case 'users': {
      const ids: string[] = [];
      for (const name of text.split(LIST_SEPARATORS).map((s) => s.trim()).filter(Boolean)) {
        const one = userIdOf(await ctx.userId(name), name);
        if ('error' in one) return one;
        ids.push(String(one.value));
      }
      return { value: ids };
    }
    case 'date':
      return { value: dateText(cell) ?? text };
    case 'month':
      return { value: monthText(cell) ?? text };
    case 'datetime':
      return { value: datetimeText(cell) ?? text };
    case 'integer':
    case 'decimal':
      return { value: typeof cell === 'number' ? cell : text };
    case 'richText':
      return { value: text.split(/\r?\n/).map((line) => `<p>${escapeHtml(line)}</p>`).join('') };
    default:
      return { value: text };
  }
}

/** The row's input by field name, with the problems found on the way (formulas, unknown names). */
export async function convertRow(
  ctx: CellContext,
  cells: readonly ReadCellValue[],
  formulas: readonly number[],
): Promise<{ input: Record<string, unknown>; errors: FieldError[] }> {
  const input: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const columns = ctx.plan.columns;
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    if (formulas.includes(i)) {
      errors.push({ field: column.field.name, message: `${pick('zh-CN', column.field.label)}：${zh('import.formula')}` });
      continue;
    }
    const converted = await convertCell(ctx, column, cells[i] ?? null);
    if ('error' in converted) errors.push({ field: column.field.name, message: converted.error });
    else if (converted.value !== undefined) input[column.field.name] = converted.value;
  }
  return { input, errors };
}

/**
 * A cached user lookup by id, user name (ignoring case) or the name an export writes: a name several users
 * share finds nobody, and the row says so.
 */
export function userLookup(q: Queryable): (value: string) => Promise<UserFound> {
  const cache = new Map<string, Promise<UserFound>>();
  return (value) => {
    if (!cache.has(value)) {
      cache.set(
        value,
        q
          .query<{ id: string; by_name: boolean }>(
            `SELECT id, NOT (id = $1 OR lower(username) = lower($1)) AS by_name FROM sys_user
              WHERE del_flag = 0 AND (id = $1 OR lower(username) = lower($1) OR name = $1)
              ORDER BY by_name LIMIT 2`,
            [value],
          )
          .then(([first, second]) => (!first ? 'unknown' : first.by_name && second ? 'ambiguous' : { id: first.id })),
      );
    }
    return cache.get(value)!;
  };
}
