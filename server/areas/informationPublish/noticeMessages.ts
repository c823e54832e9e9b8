/**
 * A recipient's side of 通知公告: their message list (`notice/message`), a notice opened (`notification/detail`,
 * which marks it read) and signed (`notification/sign`). Only notices sent to the user and still published
 * are there: the receipt is the user's scope here, so nobody reads or signs a notice not sent to them.
 */
import { zh } from '../../../model/i18n/index.ts';
import type { Page } from '../../../model/wire.ts';
import type { Principal } from '../auth/principal.ts';
import { pageOf } from '../../db/pageOf.ts';
import { pageParams } from '../../http/pageParams.ts';
import type { ReadDeps } from '../../engine/read.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import { businessError } from '../../http/errors.ts';
import type { Row } from '../../db/db.ts';

// A row is the user's receipt (userId: theirs); the notice's sender is named apart from it.
const COLUMNS = `n.id, n.subject, n.notice_type AS "noticeType", n.org_id AS "senderOrgId", o.name AS "senderName", n.publish_time AS "publishTime",
  r.user_id AS "userId", r.read_status AS "readStatus", r.read_time AS "readTime", r.sign_time AS "signTime"`;
const FROM = `FROM notice_receipt r JOIN notice n ON n.id = r.notice_id JOIN sys_org o ON o.id = n.org_id`;
const LIVE = `n.del_flag = 0 AND n.status = '1'`;

async function labelled(deps: ReadDeps, rows: Row[]): Promise<Row[]> {
  const label = await deps.dictionaries.labeller();
  return rows.map((r) => ({ ...r, noticeTypeLabel: label('notice_type', r.noticeType), readStatusLabel: label('read_status', r.readStatus) }));
}

/** The user's notices, unsigned first, newest next; `readStatus` filters (0 未读, 1 已读, 2 已签收). */
export async function noticeMessages(deps: ReadDeps, principal: Principal, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  const where = [`r.user_id = ${p.add(principal.userId)}`, LIVE];
  const status = query.get('readStatus');
  if (status && ['0', '1', '2'].includes(status)) where.push(`r.read_status = ${p.add(status)}`);
  const page = await pageOf(deps.db, { from: `${FROM} WHERE ${where.join(' AND ')}`, columns: COLUMNS, order: `r.read_status = '2', n.publish_time DESC, n.id` }, p.values, pageParams(query));
  return { ...page, records: await labelled(deps, page.records) };
}

/** One notice sent to the user, with its text and attachments; opening it the first time marks it read. */
export async function readNotice(deps: ReadDeps, principal: Principal, id: string): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    await tx.query(`UPDATE notice_receipt SET read_status = '1', read_time = now() WHERE notice_id = $1 AND user_id = $2 AND read_status = '0'`, [id, principal.userId]);
    const [row] = await tx.query(`SELECT ${COLUMNS}, n.content, n.attachments ${FROM} WHERE r.notice_id = $1 AND r.user_id = $2 AND ${LIVE}`, [id, principal.userId]);
    if (!row) throw businessError(zh('empty.noResultForId'));
    return (await labelled(deps, [row]))[0]!;
  });
}

/** Signs (签收) a notice sent to the user: read too, if it was not; signing twice keeps the first time. */
export async function signNotice(deps: ReadDeps, principal: Principal, id: string): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const signed = await tx.query(
      `UPDATE notice_receipt r SET read_status = '2', read_time = COALESCE (r.read_time, now()), sign_time = COALESCE (r.sign_time, now())
         FROM notice n WHERE n.id = r.notice_id AND r.notice_id = $1 AND r.user_id = $2 AND ${LIVE} RETURNING r.notice_id`,
      [id, principal.userId],
    );
    if (!signed.length) throw businessError(zh('informationPublish.notYourNotice'), 400);
    const [row] = await tx.query(`SELECT ${COLUMNS} ${FROM} WHERE r.notice_id = $1 AND r.user_id = $2`, [id, principal.userId]);
    return (await labelled(deps, [row!]))[0]!;
  });
}
