/**
 * 通知公告's publishing: every enabled account of the receiving organisations gets a receipt (unread) and the
 * notice at once through the push channel, both in the publishing transaction (the message goes out at
 * commit). Published again after a withdrawal, a notice keeps the receipts it had: who signed stays signed.
 */
import { registerHooks } from '../../engine/hooks.ts';
import { publishOnCommit } from '../push/push.ts';

export function registerNoticeHooks(): void {
  registerHooks('notification', {
    async afterWrite(ctx, op, record) {
      if (op !== 'transition' || record.status !== '1') return;
      const orgIds = Array.isArray(record.receiveOrgs) ? (record.receiveOrgs as string[]) : [];
      await ctx.tx.query(
        `INSERT INTO notice_receipt (notice_id, user_id, org_id)
         SELECT $1, u.id, u.org_id FROM sys_user u WHERE u.org_id = ANY ($2::text[]) AND u.enabled AND u.del_flag = 0
         ON CONFLICT DO NOTHING`,
        [record.id, orgIds],
      );
      await publishOnCommit(ctx.tx, { orgIds }, { type: 'notice', id: String(record.id), title: String(record.subject), resource: 'notification' });
    },
  });
}
