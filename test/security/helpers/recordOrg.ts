/**
 * Where a list's record belongs, as the server's data scope decides it, for the authorization matrix. A
 * declared resource says it itself: its org field, or its parent's through scopeVia, read from the seeded
 * tables (a child's row does not carry it; a child of a deleted parent belongs nowhere). An attachment belongs
 * to the live records that link to it, and to its uploader. A hand-made list (system management, the logs,
 * the archive's pages, the export and import records) names it in its rows: `orgId`, `manageOrgId`, or the
 * `userId` whose account's organisation it is; a row of the organisation list is its own organisation.
 */
import { columnOf, fieldOf } from '../../../model/resource/fields.ts';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { organization } from '../../../model/resources/organization.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import { ident, type Db } from '../../../server/db/db.ts';
import type { OrgTable } from './seededReach.ts';

type Row = Record<string, unknown>;

/** The attachments list (server/engine/fileQueries.ts): files reached through the records linking to them. */
const FILE_LIST = 'fileinformation';
const ORG_KEYS = ['orgId', 'manageOrgId'];
const USER_KEY = 'userId';

export interface Belonging {
  /** Any one of them within an account's reach lets it see the record; `null`: an organisation key without a value. */
  orgs: (string | null)[];
  /** The account that sees it whatever its reach (an attachment's uploader). */
  account?: string;
}

export interface RecordOrgs {
  /** `list`: the path below the API, e.g. `cadreFamily/recycle`; undefined when the list's rows name no organisation. */
  belonging(list: string, record: Row): Promise<Belonging | undefined>;
}

export function recordOrgs(db: Db, table: OrgTable): RecordOrgs {
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key) as Promise<T>;
  };
  const byId = async <T extends { id: string }, V>(sql: string, pick: (row: T) => V) =>
    new Map((await db.query<T & Row>(sql)).map((r) => [r.id, pick(r)] as const));
  /** id → organisation of every live row of a declared resource with an org field. */
  const liveOrgs = (def: ResourceDef) =>
    once(def.name, () => byId<{ id: string; org: string }, string>(
      `SELECT id, ${ident(columnOf(fieldOf(def, def.orgField!)!))} AS org FROM ${ident(def.table)} WHERE del_flag = 0`, (r) => r.org));
  /** The organisation of a declared resource's row: its own org field's, or its live parent's, at any depth (`live`: of a live row only). */
  const rowOrg = async (def: ResourceDef, id: string, live: boolean): Promise<string | null> => {
    if (def.orgField) return (await liveOrgs(def)).get(id) ?? null;
    const parents = await once(`${def.name} parents${live ? ', live' : ''}`, () => byId<{ id: string; parent: string }, string>(
      `SELECT id, ${ident(columnOf(fieldOf(def, def.scopeVia!.field)!))} AS parent FROM ${ident(def.table)}${live ? ' WHERE del_flag = 0' : ''}`,
      (r) => r.parent));
    const parentId = parents.get(id);
    // A parent may itself be a sub-record (an attendance row's meeting, of a branch): its organisation is its own parent's.
    return parentId === undefined ? null : rowOrg(resourceByName(def.scopeVia!.resource)!, parentId, true);
  };
  /** file id → the records linking to it. */
  const links = once('links', async () => {
    const out = new Map<string, { resource: string; recordId: string }[]>();
    for (const l of await db.query<{ file_id: string; resource: string; record_id: string }>('SELECT file_id, resource, record_id FROM sys_file_link')) {
      out.set(l.file_id, [...(out.get(l.file_id) ?? []), { resource: l.resource, recordId: l.record_id }]);
    }
    return out;
  });
  const value = (v: unknown) => (v === null || v === undefined ? null : String(v));

  return {
    async belonging(list, record) {
      const name = list.split('/')[0]!;
      const def = resourceByName(name);
      if (def?.orgField) return { orgs: [value(record[def.orgField])] };
      if (def?.scopeVia) return { orgs: [await rowOrg(def, String(record.id), false)] };
      if (name === FILE_LIST) {
        const linked = (await links).get(String(record.id)) ?? [];
        const orgs = await Promise.all(linked.map((l) => { const d = resourceByName(l.resource); return d ? rowOrg(d, l.recordId, true) : null; }));
        return { orgs, account: String(record.createBy) };
      }
      if (name === organization.name) return { orgs: [value(record.id)] };
      for (const key of ORG_KEYS) if (key in record) return { orgs: [value(record[key])] };
      if (USER_KEY in record) return { orgs: [record[USER_KEY] == null ? null : (table.userOrgs.get(String(record[USER_KEY])) ?? null)] };
      return undefined;
    },
  };
}
