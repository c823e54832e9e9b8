/** 政策文件: publishing a document sent to organisations notifies their staff at once (push channel). */
import { registerHooks } from '../../engine/hooks.ts';
import { publishOnCommit } from '../push/push.ts';

export function registerPolicyDocumentHooks(): void {
  registerHooks('policyDocument', {
    async afterWrite(ctx, op, record) {
      if (op !== 'transition' || record.status !== '1' || record.receiveType !== '0') return;
      const orgIds = Array.isArray(record.receiveOrgs) ? (record.receiveOrgs as string[]) : [];
      if (!orgIds.length) return;
      await publishOnCommit(ctx.tx, { orgIds }, { type: 'notice', id: String(record.id), title: String(record.title), resource: 'policyDocument' });
    },
  });
}
