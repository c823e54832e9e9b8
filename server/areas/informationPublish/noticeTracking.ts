/**
 * The sender's side of 通知公告 (the `list` page, 通知签收情况): per notice, who has read, signed or not yet,
 * with counts, and a reminder pushed to those who have not signed. The notice is read through the engine
 * (`findRow`), so only a notice in the user's scope is tracked or reminded.
 */
import { zh } from '../../../model/i18n/index.ts';
import { notification } from '../../../model/resources/notification.ts';
import type { Actor } from '../../engine/oplog.ts';
import { logOperation } from '../../engine/oplog.ts';
import { findRow, type ReadDeps } from '../../engine/read.ts';
import { businessError } from '../../http/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { publishOnCommit } from '../push/push.ts';
import type { Row } from '../../db/db.ts';

/** Recipients per reminder message: a push payload has a size limit. */
const REMIND_BATCH = 200;

async function noticeInScope(deps: ReadDeps, principal: Principal, id: string): Promise<Row> {
  const row = await findRow(deps.db, notification, principal, id);
  if (!row) throw businessError(zh('empty.noResultForId'));
  return row;
}

export interface ReceiptList {
  counts: { total: number; unread: number; read: number; signed: number };
  records: Row[];
}

/** Every recipient of a notice with their state, those not yet signed first; `readStatus` filters. */
export async function noticeReceipts(deps: ReadDeps, principal: Principal, id: string, query: URLSearchParams): Promise<ReceiptList> {
  await noticeInScope(deps, principal, id);
  const status = query.get('readStatus');
  const filter = status && ['0', '1', '2'].includes(status) ? status : null;
  const [counts, records, label] = await Promise.all([
    deps.db.query<ReceiptList['counts']>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_status = '0')::int AS unread, count(*) FILTER (WHERE read_status = '1')::int AS read,
              count(*) FILTER (WHERE read_status = '2')::int AS signed FROM notice_receipt WHERE notice_id = $1`,
      [id],
    ),
    deps.db.query(
      `SELECT r.user_id AS "userId", u.name AS "userName", r.org_id AS "orgId", o.name AS "orgName", r.read_status AS "readStatus",
              r.read_time AS "readTime", r.sign_time AS "signTime", r.remind_count AS "remindCount", r.last_remind_time AS "lastRemindTime"
         FROM notice_receipt r JOIN sys_user u ON u.id = r.user_id JOIN sys_org o ON o.id = r.org_id
        WHERE r.notice_id = $1 AND ($2::text IS NULL OR r.read_status = $2) ORDER BY r.read_status, o.path, u.name, r.user_id`,
      [id, filter],
    ),
    deps.dictionaries.labeller(),
  ]);
  return { counts: counts[0]!, records: records.map((r) => ({ ...r, readStatusLabel: label('read_status', r.readStatus) })) };
}

/** Pushes the notice again to every recipient who has not signed it, and counts the reminder on their receipt. */
export async function remindNotice(deps: ReadDeps, actor: Actor, id: string): Promise<{ reminded: number }> {
  const notice = await noticeInScope(deps, actor.principal, id);
  if (notice.status !== '1') throw businessError(zh('informationPublish.remindUnpublished'), 400);
  return deps.db.transaction(async (tx) => {
    const pending = await tx.query<{ user_id: string }>(
      `UPDATE notice_receipt SET remind_count = remind_count + 1, last_remind_time = now() WHERE notice_id = $1 AND read_status <> '2' RETURNING user_id`,
      [id],
    );
    const userIds = pending.map((r) => r.user_id);
    for (let i = 0; i < userIds.length; i += REMIND_BATCH) {
      await publishOnCommit(tx, { userIds: userIds.slice(i, i + REMIND_BATCH) }, {
        type: 'notice', id, title: zh('informationPublish.reminder', { subject: String(notice.subject) }), resource: 'notification',
      });
    }
    await logOperation(tx, actor, { resource: notification.name, recordId: id, action: 'update', title: String(notice.subject), changes: { remind: [null, userIds.length] } });
    return { reminded: userIds.length };
  });
}
