/**
 * The signed-in user's own sign-in history: their rows of the login log (server/areas/auth/loginLog.ts),
 * newest first. Rows without a user id (an unknown user name) belong to nobody's history.
 */
import type { OwnLogin } from '../../../model/personal.ts';
import type { Page } from '../../../model/wire.ts';
import type { Queryable } from '../../db/db.ts';
import { pageOf } from '../../db/pageOf.ts';
import { pageParams } from '../../http/pageParams.ts';

export function ownLoginLog(q: Queryable, userId: string, query: URLSearchParams): Promise<Page<OwnLogin>> {
  return pageOf<OwnLogin>(
    q,
    {
      columns: `id::text AS id, login_time AS "loginTime", ip, user_agent AS "userAgent", client, method, result, reason`,
      from: 'FROM sys_login_log WHERE user_id = $1',
      order: 'login_time DESC, id DESC',
    },
    [userId],
    pageParams(query),
  );
}
