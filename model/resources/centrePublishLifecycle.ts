/**
 * 发布 and 撤回 of what a centre shows its people (the centre itself, its announcements): 未发布 → 已发布 →
 * 已撤回 → 已发布 again. Edits stay open in every state: a correction of a published text is published at once.
 */
import type { Lifecycle } from '../resource/types.ts';

export function centrePublishLifecycle(field: string): Lifecycle {
  return {
    field,
    initial: 'unpublished',
    states: {
      unpublished: { label: ['未发布', 'Not published'] },
      published: { label: ['已发布', 'Published'], tone: 'success' },
      withdrawn: { label: ['已撤回', 'Withdrawn'], tone: 'warning' },
    },
    transitions: [
      { name: 'publish', label: ['发布', 'Publish'], from: ['unpublished', 'withdrawn'], to: 'published' },
      { name: 'withdraw', label: ['撤回', 'Withdraw'], from: ['published'], to: 'withdrawn', needsReason: true },
    ],
  };
}
