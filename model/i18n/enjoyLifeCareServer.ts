/** The server's refusals of 银龄乐享's care plans (docs/enjoyLife.md, "养老服务与学习内容"). */
import type { Messages } from './define.ts';

export const enjoyLifeCareServer = {
  'enjoyLifeCare.planInForce': [
    '该干部已有实施中的一人一策，请先结束原计划再新增',
    'This cadre already has a plan in force: close it before adding another',
  ],
} as const satisfies Messages;
