/**
 * The sender's side of a document recipients sign (receiptKinds.ts: 通知签收情况, 政策文件签收情况): per document,
 * who has read, signed or not yet, with counts, and a reminder pushed to those who have not signed. The document
 * is read through the engine (`findRow`), so only a document in the user's scope is tracked or reminded.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { Actor } from '../../engine/oplog.ts';
import { logOperation } from '../../engine/oplog.ts';
import { findRow, type ReadDeps } from '../../engine/read.ts';
import { businessError } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { publishOnCommit } from '../push/push.ts';
import type { Row } from '../../db/db.ts';
import type { ReceiptKind } from './receiptKinds.ts';

/** Recipients per reminder message: a push payload has a size limit. */
const REMIND_BATCH = 200;

async function documentInScope(deps: ReadDeps, kind: ReceiptKind, principal: Principal, id: string): Promise<Row> {
  const row = await findRow(deps.db, kind.resource, principal, id);
  if (!row) throw businessError(zh('empty.noResultForId'));
  return row;
}

export interface ReceiptList {
  counts: { total: number; unread: number; read: number; signed: number };
  records: Row[];
}

/** Every recipient of a document with their state, those not yet signed first; `readStatus` filters. */
export async function receiptList(deps: ReadDeps, kind: ReceiptKind, principal: Principal, id: string, query: URLSearchParams): Promise<ReceiptList> {
  await documentInScope(deps, kind, principal, id);
  const status = query.get('readStatus');
  const filter = status && ['0', '1', '2'].includes(status) ? status : null;
  const [counts, records, label] = await Promise.all([
    deps.db.query<ReceiptList['counts']>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_status = '0')::int AS unread, count(*) FILTER (WHERE read_status = '1')::int AS read,
              count(*) FILTER (WHERE read_status = '2')::int AS signed FROM ${kind.receiptTable} WHERE ${kind.documentColumn} = $1`,
      [id],
    ),
    deps.db.query(
      `SELECT r.user_id AS "userId", u.name AS "userName", r.org_id AS "orgId", o.name AS "orgName", r.read_status AS "readStatus",
              r.read_time AS "readTime", r.sign_time AS "signTime", r.remind_count AS "remindCount", r.last_remind_time AS "lastRemindTime"
         FROM ${kind.receiptTable} r JOIN sys_user u ON u.id = r.user_id JOIN sys_org o ON o.id = r.org_id
        WHERE r.${kind.documentColumn} = $1 AND ($2::text IS NULL OR r.read_status = $2) ORDER BY r.read_status, o.path, u.name, r.user_id`,
      [id, filter],
    ),
    deps.dictionaries.labeller(),
  ]);
  return { counts: counts[0]!, records: records.map((r) => ({ ...r, readStatusLabel: label('read_status', r.readStatus) })) };
}

/** Pushes the document again to every recipient who has not signed it, and counts the reminder on their receipt. */
export async function remindRecipients(deps: ReadDeps, kind: ReceiptKind, actor: Actor, id: string): Promise<{ reminded: number }> {
  const document = await documentInScope(deps, kind, actor.principal, id);
  if (document.status !== '1') throw businessError(zh(kind.unpublished), 400);
  const title = String(document[kind.resource.titleField]);
  return deps.db.transaction(async (tx) => {
    const pending = await tx.query<{ user_id: string }>(
      `UPDATE ${kind.receiptTable} SET remind_count = remind_count + 1, last_remind_time = now()
        WHERE ${kind.documentColumn} = $1 AND read_status <> '2' RETURNING user_id`,
      [id],
    );
    const userIds = pending.map((r) => r.user_id);
    for (let i = 0; i < userIds.length; i += REMIND_BATCH) {
      await publishOnCommit(tx, { userIds: userIds.slice(i, i + REMIND_BATCH) }, {
        type: 'notice', id, title: zh('informationPublish.reminder', { subject: title }), resource: kind.resource.name,
      });
    }
    await logOperation(tx, actor, { resource: kind.resource.name, recordId: id, action: 'update', title, changes: { remind: [null, userIds.length] } });
    return { reminded: userIds.length };
  });
}
