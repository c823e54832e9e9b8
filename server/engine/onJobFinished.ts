/**
 * The one place where a finished export or import is announced to the user who started it: a `job`
 * message on the push channel (model/push.ts), so that the browser can offer the download or the result
 * without polling. A failed announcement is logged: the user still finds the job in their records.
 */
import type { Audience } from '../areas/push/hub.ts';
import type { PushMessage } from '../../model/push.ts';
import type { Logger } from '../log.ts';

export interface FinishedJob {
  kind: 'export' | 'import';
  id: string;
  /** ready | failed for exports; imported | failed for imports. */
  status: string;
  fileName?: string;
}

export type OnJobFinished = (userId: string, job: FinishedJob) => Promise<void>;

export function createOnJobFinished(push: { publish(audience: Audience, message: PushMessage): Promise<void> }, log: Logger): OnJobFinished {
  return async function onJobFinished(userId, job) {
    try {
      await push.publish({ userIds: [userId] }, { type: 'job', ...job });
    } catch (err) {
      log.warn('job notification failed', { err, job: job.id });
    }
  };
}
