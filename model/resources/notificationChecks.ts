/** Record checks of 通知公告 (notification.ts): the recipients 接收方式 names are required (domain.md §8). */
import type { RecordCheck } from '../resource/types.ts';

const chosen = (value: unknown) => Array.isArray(value) && value.length > 0;

export const notificationChecks: readonly RecordCheck[] = [
  {
    field: 'receiveOrgs',
    message: ['接收单位不能为空', 'Choose the receiving organisations'],
    test: (r) => r.receiveType === '1' || chosen(r.receiveOrgs),
  },
  {
    field: 'receiveUsers',
    message: ['接收人员不能为空', 'Choose the recipients'],
    test: (r) => r.receiveType !== '1' || chosen(r.receiveUsers),
  },
];
