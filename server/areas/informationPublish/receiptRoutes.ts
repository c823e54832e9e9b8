/**
 * The calls of a document recipients sign (receiptKinds.ts), the same for each kind:
 *   GET  {messages}                 the user's documents of the kind (any signed-in user: recipients are anyone's staff)
 *   GET  {resource}/detail/{id}     one sent to the user; marks it read
 *   PUT  {resource}/sign/{id}       signs (签收) it; refused for one not sent to the user
 *   GET  {resource}/receipts/{id}   who has read, signed or not yet (the sender, within scope)
 *   POST {resource}/remind/{id}     pushes it again to those who have not signed
 * and its publishing hook (receipts and push).
 */
import type { AreaDeps } from '../../areas.ts';
import { API } from '../../engine/api.ts';
import { actorOf } from '../../engine/requestParts.ts';
import type { Router } from '../../http/router.ts';
import { registerReceiptHooks } from './receiptHooks.ts';
import type { ReceiptKind } from './receiptKinds.ts';
import { readReceipt, receiptMessages, signReceipt } from './receiptMessages.ts';
import { receiptList, remindRecipients } from './receiptTracking.ts';

export function receiptRoutes(router: Router, deps: AreaDeps, kind: ReceiptKind, messages: string): void {
  registerReceiptHooks(kind);
  const { name, permissions } = kind.resource;
  router.get(`${API}/${messages}`, (ctx) => receiptMessages(deps, kind, ctx.principal!, ctx.query));
  router.get(`${API}/${name}/detail/{id}`, (ctx) => readReceipt(deps, kind, ctx.principal!, ctx.params.id!));
  router.put(`${API}/${name}/sign/{id}`, (ctx) => signReceipt(deps, kind, ctx.principal!, ctx.params.id!));
  router.get(`${API}/${name}/receipts/{id}`, (ctx) => receiptList(deps, kind, ctx.principal!, ctx.params.id!, ctx.query), { permission: permissions.view });
  router.post(`${API}/${name}/remind/{id}`, (ctx) => remindRecipients(deps, kind, actorOf(ctx), ctx.params.id!), { permission: permissions.edit });
}
