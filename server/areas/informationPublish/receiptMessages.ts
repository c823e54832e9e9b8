/**
 * A recipient's side of a document they sign (receiptKinds.ts: 通知公告, 政策文件): their list (`notice/message`,
 * `policy/message`), a document opened (`…/detail`, which marks it read) and signed (`…/sign`). Only
 * documents sent to the user and still published are there: the receipt is the user's scope here, so nobody
 * reads or signs a document not sent to them.
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
import type { ReceiptKind } from './receiptKinds.ts';

// A row is the user's receipt (userId: theirs); the document's sender is named apart from it.
const columns = (kind: ReceiptKind) => `n.id, ${kind.columns}, n.org_id AS "senderOrgId", o.name AS "senderName",
  r.user_id AS "userId", r.read_status AS "readStatus", r.read_time AS "readTime", r.sign_time AS "signTime"`;
const from = (kind: ReceiptKind) =>
  `FROM ${kind.receiptTable} r JOIN ${kind.resource.table} n ON n.id = r.${kind.documentColumn} JOIN sys_org o ON o.id = n.org_id`;
const LIVE = `n.del_flag = 0 AND n.status = '1'`;

async function labelled(deps: ReadDeps, kind: ReceiptKind, rows: Row[]): Promise<Row[]> {
  const label = await deps.dictionaries.labeller();
  return rows.map((r) => ({
    ...r,
    ...Object.fromEntries(kind.labels.map(([field, dict]) => [`${field}Label`, label(dict, r[field])])),
    readStatusLabel: label('read_status', r.readStatus),
  }));
}

/** The user's documents of a kind, unsigned first, newest next; `readStatus` filters (0 未读, 1 已读, 2 已签收). */
export async function receiptMessages(deps: ReadDeps, kind: ReceiptKind, principal: Principal, query: URLSearchParams): Promise<Page<Row>> {
  const p = new SqlParams();
  const where = [`r.user_id = ${p.add(principal.userId)}`, LIVE];
  const status = query.get('readStatus');
  if (status && ['0', '1', '2'].includes(status)) where.push(`r.read_status = ${p.add(status)}`);
  const page = await pageOf(
    deps.db,
    { from: `${from(kind)} WHERE ${where.join(' AND ')}`, columns: columns(kind), order: `r.read_status = '2', n.${kind.dateColumn} DESC, n.id` },
    p.values,
    pageParams(query),
  );
  return { ...page, records: await labelled(deps, kind, page.records) };
}

/** One document sent to the user, with its text and attachments; opening it the first time marks it read. */
export async function readReceipt(deps: ReadDeps, kind: ReceiptKind, principal: Principal, id: string): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE ${kind.receiptTable} SET read_status = '1', read_time = now() WHERE ${kind.documentColumn} = $1 AND user_id = $2 AND read_status = '0'`,
      [id, principal.userId],
    );
    const [row] = await tx.query(`SELECT ${columns(kind)}, n.content, n.attachments ${from(kind)} WHERE r.${kind.documentColumn} = $1 AND r.user_id = $2 AND ${LIVE}`, [id, principal.userId]);
    if (!row) throw businessError(zh('empty.noResultForId'));
    return (await labelled(deps, kind, [row]))[0]!;
  });
}

/** Signs (签收) a document sent to the user: read too, if it was not; signing twice keeps the first time. */
export async function signReceipt(deps: ReadDeps, kind: ReceiptKind, principal: Principal, id: string): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const signed = await tx.query(
      `UPDATE ${kind.receiptTable} r SET read_status = '2', read_time = COALESCE (r.read_time, now()), sign_time = COALESCE (r.sign_time, now())
         FROM ${kind.resource.table} n WHERE n.id = r.${kind.documentColumn} AND r.${kind.documentColumn} = $1 AND r.user_id = $2 AND ${LIVE}
         RETURNING r.${kind.documentColumn}`,
      [id, principal.userId],
    );
    if (!signed.length) throw kind.notYours ? businessError(zh(kind.notYours), 400) : businessError(zh('empty.noResultForId'));
    const [row] = await tx.query(`SELECT ${columns(kind)} ${from(kind)} WHERE r.${kind.documentColumn} = $1 AND r.user_id = $2`, [id, principal.userId]);
    return (await labelled(deps, kind, [row!]))[0]!;
  });
}
