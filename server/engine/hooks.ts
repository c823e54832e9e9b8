/**
 * Server-side rules of a resource that a declaration cannot say: values derived from others, checks that
 * need the database, side effects inside the same transaction, extra visibility conditions. One list,
 * by resource name; the engine calls them at fixed points of every write and read.
 */
import type { Transition } from '../../model/resource/types.ts';
import type { Queryable, Row } from '../db/db.ts';
import type { Principal } from '../areas/auth/principal.ts';
import type { Actor } from './oplog.ts';
import type { SqlParams } from './sqlParams.ts';
import type { WireRecord } from './records.ts';

export interface HookContext {
  tx: Queryable;
  principal: Principal;
  /** The request's actor, on a lifecycle move: a side effect that writes another record logs it as theirs. */
  actor?: Actor;
}

export interface ResourceHooks {
  /**
   * Runs after validation, before the write: returns values to add or override (a birth date derived from
   * the ID card, say). `current` is the stored row on update.
   */
  derive?(ctx: HookContext, op: 'create' | 'update', values: Readonly<Record<string, unknown>>, current?: Row): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Refuses a write by throwing an AppError (the message names the field and the rule). */
  beforeWrite?(ctx: HookContext, op: 'create' | 'update', values: Readonly<Record<string, unknown>>, current?: Row): Promise<void>;
  /** Refuses a delete by throwing an AppError (a unit that still holds people, say). */
  beforeDelete?(ctx: HookContext, row: Row): Promise<void>;
  /**
   * A lifecycle move about to be written (`row` as stored, `to` the state it goes to): refuses it by throwing
   * (a declaration outside its window, say) or writes what goes with it, in the move's transaction.
   */
  beforeTransition?(ctx: HookContext, move: Transition, row: Row, to: string, reason: string): Promise<void>;
  /** Side effects of a write, in its transaction (a death record moves its cadre to deceased, say). */
  afterWrite?(ctx: HookContext, op: 'create' | 'update' | 'delete' | 'restore' | 'transition', record: WireRecord | Row): Promise<void>;
  /** An extra condition on every read and write of the table under `alias` (confidential records, say). */
  visibleWhere?(principal: Principal, p: SqlParams, alias: string): string;
}

const registry = new Map<string, ResourceHooks>();

/** Installs a resource's hooks; an area calls it once from its routes module. */
export function registerHooks(resource: string, hooks: ResourceHooks): void {
  registry.set(resource, hooks);
}

export function hooksOf(resource: string): ResourceHooks {
  return registry.get(resource) ?? {};
}
