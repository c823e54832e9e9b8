/**
 * A home kind whose items are records of a declared resource matching a list query (a state, the reviewer's
 * queue): read through the engine's own list (listRecords), so data scope, filters and counting are the
 * list page's, not a copy of them.
 */
import type { ResourceDef } from '../../../model/resource/types.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { WireRecord } from '../../engine/records.ts';
import { listCountFrom, listRecords } from '../../engine/read.ts';
import type { Principal } from '../auth/principal.ts';
import type { HomeGroup, HomeItem } from '../../../model/home.ts';
import type { HomeItemKind } from './homeItem.ts';

export interface ResourceItemsSpec {
  type: string;
  group: HomeGroup;
  label: string;
  resource: string;
  /** The list query the items match (`status=submitted`, `queue=review`); a function when it depends on today. */
  query: Record<string, string> | (() => Record<string, string>);
  /** Sort (the list's `sort`), default the declaration's. */
  sort?: string;
  /** Fields of the record: the item's date, its organisation's name, its second line. */
  date?: string;
  orgName?: string;
  note?: string;
  areaPage?: string;
  /** Permissions needed besides viewing the resource (deciding on it). */
  needs?: (def: ResourceDef) => readonly string[];
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

function itemOf(def: ResourceDef, spec: ResourceItemsSpec, record: WireRecord): HomeItem {
  return {
    id: String(record.id),
    title: String(record[def.titleField] ?? ''),
    date: spec.date ? text(record[spec.date])?.slice(0, 10) ?? null : null,
    orgName: spec.orgName ? text(record[spec.orgName]) : null,
    note: spec.note ? text(record[spec.note]) : null,
  };
}

const queryOf = (spec: ResourceItemsSpec) => (typeof spec.query === 'function' ? spec.query() : spec.query);

export function resourceItems(spec: ResourceItemsSpec): HomeItemKind {
  const def = resourceByName(spec.resource);
  if (!def) throw new Error(`home kind ${spec.type}: no resource ${spec.resource}`);
  const needed = [def.permissions.view, ...(spec.needs?.(def) ?? [])];
  return {
    type: spec.type,
    group: spec.group,
    label: spec.label,
    resource: def.name,
    ...(spec.areaPage ? { areaPage: spec.areaPage } : {}),
    visible: (principal: Principal) => needed.every((code) => principal.permissions.has(code)),
    async page(deps, principal, page) {
      const query = new URLSearchParams({ ...queryOf(spec), current: String(page.current), size: String(page.size) });
      if (spec.sort) query.set('sort', spec.sort);
      const found = await listRecords(deps, def, principal, query);
      return { ...found, records: found.records.map((record) => itemOf(def, spec, record)) };
    },
    countFrom: (principal, p) => listCountFrom(def, principal, new URLSearchParams(queryOf(spec)), p),
  };
}

/** The permissions of the moves out of `states` (who may decide on an item waiting there). */
export function decidingPermissions(def: ResourceDef, states: readonly string[]): string[] {
  const moves = def.lifecycle?.transitions.filter((move) => move.by !== 'author' && move.from.some((state) => states.includes(state))) ?? [];
  const codes = [...new Set(moves.map((move) => move.permission ?? def.permissions.edit))];
  // Any one of them lets the user decide; the kind needs the first (the approval), which the reviewers hold.
  return codes.slice(0, 1);
}
