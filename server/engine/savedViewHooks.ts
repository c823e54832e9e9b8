/**
 * The rules of saved views (model/resources/savedView.ts) that a declaration cannot say: the server sets
 * the owner and organisation; `state` must be a JSON object and `resource` a declared resource; a user
 * sees their own views and those shared with the organisation they act for; only the owner changes or
 * deletes a view; an owner's views of one list have distinct names.
 */
import { zh } from '../../model/i18n/index.ts';
import { resourceByName } from '../../model/resources/index.ts';
import { CODE_BUSINESS } from '../../model/wire.ts';
import type { Row } from '../db/db.ts';
import { AppError, businessError } from '../http/errors.ts';
import { registerHooks } from './hooks.ts';

function invalid(field: string, message: string): AppError {
  return new AppError(400, message, CODE_BUSINESS, { errors: [{ field, message }] });
}

function isJsonObject(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function ownerOnly(current: Row | undefined, userId: string): void {
  if (current && current.owner !== userId) throw businessError(zh('savedView.ownerOnly'), 400);
}

export function registerSavedViewHooks(): void {
  registerHooks('savedView', {
    derive(ctx, op) {
      return op === 'create' ? { owner: ctx.principal.userId, orgId: ctx.principal.deptId } : {};
    },
    async beforeWrite(ctx, op, values, current) {
      ownerOnly(current, ctx.principal.userId);
      if ('resource' in values && !resourceByName(String(values.resource))) {
        throw invalid('resource', zh('savedView.unknownResource', { name: String(values.resource) }));
      }
      if ('state' in values && !isJsonObject(values.state)) throw invalid('state', zh('savedView.badState'));
      if ('name' in values) {
        const owner = current?.owner ?? ctx.principal.userId;
        const resource = current?.resource ?? values.resource;
        const taken = await ctx.tx.query(
          'SELECT 1 FROM saved_view WHERE owner = $1 AND resource = $2 AND name = $3 AND del_flag = 0 AND id <> $4',
          [owner, resource, values.name, current?.id ?? ''],
        );
        if (taken.length) throw invalid('name', zh('savedView.duplicateName', { name: String(values.name) }));
      }
    },
    async beforeDelete(ctx, row) {
      ownerOnly(row, ctx.principal.userId);
    },
    visibleWhere(principal, p, alias) {
      return `${alias}.owner = ${p.add(principal.userId)} OR (${alias}.scope = 'org' AND ${alias}.org_id = ${p.add(principal.deptId)})`;
    },
  });
}
