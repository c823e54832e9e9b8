/**
 * Publishing a document that recipients sign (receiptKinds.ts: 通知公告, 政策文件): every enabled account of the
 * receiving organisations (receive_type 0 单位), or each chosen person (1 个人), gets a receipt (unread) and the
 * document at once through the push channel, both in the publishing transaction (the message goes out at
 * commit). Published again after a withdrawal, a document keeps the receipts it had: who signed stays signed.
 */
import { registerHooks } from '../../engine/hooks.ts';
import { publishOnCommit } from '../push/push.ts';
import type { ReceiptKind } from './receiptKinds.ts';

/** Recipients per message to people. */
const PEOPLE_BATCH = 200;

export function registerReceiptHooks(kind: ReceiptKind): void {
  registerHooks(kind.resource.name, {
    async afterWrite(ctx, op, record) {
      if (op !== 'transition' || record.status !== '1') return;
      const toPeople = record.receiveType === '1';
      const listed = toPeople ? record.receiveUsers : record.receiveOrgs;
      const ids = Array.isArray(listed) ? (listed as string[]) : [];
      if (!ids.length) return;
      await ctx.tx.query(
        `INSERT INTO ${kind.receiptTable} (${kind.documentColumn}, user_id, org_id)
         SELECT $1, u.id, u.org_id FROM sys_user u WHERE ${toPeople ? 'u.id' : 'u.org_id'} = ANY ($2::text[]) AND u.enabled AND u.del_flag = 0
         ON CONFLICT DO NOTHING`,
        [record.id, ids],
      );
      const message = { type: 'notice', id: String(record.id), title: String(record[kind.resource.titleField]), resource: kind.resource.name } as const;
      if (!toPeople) await publishOnCommit(ctx.tx, { orgIds: ids }, message);
      // A push payload has a size limit: people are addressed in batches.
      else for (let i = 0; i < ids.length; i += PEOPLE_BATCH) await publishOnCommit(ctx.tx, { userIds: ids.slice(i, i + PEOPLE_BATCH) }, message);
    },
  });
}
