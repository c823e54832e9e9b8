/**
 * 通知公告's publishing: every enabled account of the receiving organisations (receive_type 0 单位), or each
 * chosen person (1 个人), gets a receipt (unread) and the notice at once through the push channel, both in
 * the publishing transaction (the message goes out at commit). Published again after a withdrawal, a notice
 * keeps the receipts it had: who signed stays signed.
 */
import { registerHooks } from '../../engine/hooks.ts';
import { publishOnCommit } from '../push/push.ts';

/** Recipients per message to people. */
const PEOPLE_BATCH = 200;

export function registerNoticeHooks(): void {
  registerHooks('notification', {
    async afterWrite(ctx, op, record) {
      if (op !== 'transition' || record.status !== '1') return;
      const toPeople = record.receiveType === '1';
      const ids = (toPeople ? record.receiveUsers : record.receiveOrgs) as string[];
      await ctx.tx.query(
        `INSERT INTO notice_receipt (notice_id, user_id, org_id)
         SELECT $1, u.id, u.org_id FROM sys_user u WHERE ${toPeople ? 'u.id' : 'u.org_id'} = ANY ($2::text[]) AND u.enabled AND u.del_flag = 0
         ON CONFLICT DO NOTHING`,
        [record.id, ids],
      );
      const message = { type: 'notice', id: String(record.id), title: String(record.subject), resource: 'notification' } as const;
      if (!toPeople) await publishOnCommit(ctx.tx, { orgIds: ids }, message);
      // A push payload has a size limit: people are addressed in batches.
      else for (let i = 0; i < ids.length; i += PEOPLE_BATCH) await publishOnCommit(ctx.tx, { userIds: ids.slice(i, i + PEOPLE_BATCH) }, message);
    },
  });
}
