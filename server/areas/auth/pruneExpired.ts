/**
 * Deletes what can no longer be used: used ciphertext and sign nonces, codes, counters, old sessions and
 * replaced keys. Runs at most every ten minutes per instance, from the key endpoint that every sign-in
 * page calls, so no timer is needed. The login log is never pruned here (append-only).
 */
import type { AuthDeps } from './authDeps.ts';
import { KEY_GRACE_MS } from './serverKeys.ts';

const EVERY_MS = 10 * 60 * 1000;
const DAY_MS = 86_400_000;

export function createPruner(deps: AuthDeps): () => Promise<void> {
  let last = -Infinity;
  return async function pruneExpired() {
    const now = deps.clock.now();
    if (now - last < EVERY_MS) return;
    last = now;
    const at = (ms: number) => new Date(now - ms);
    const statements: [string, Date][] = [
      ['DELETE FROM auth_seal_nonce WHERE expires_at < $1', at(0)],
      ['DELETE FROM auth_sign_nonce WHERE expires_at < $1', at(0)],
      ['DELETE FROM sms_code WHERE expires_at < $1', at(0)],
      ['DELETE FROM auth_one_time_code WHERE expires_at < $1', at(DAY_MS)],
      ['DELETE FROM auth_rate_counter WHERE window_start < $1', at(DAY_MS)],
      // A name that is no account and stays untried for a day forgets its failures, and its lock (nobody could end it).
      ['DELETE FROM auth_login_failure WHERE updated_at < $1', at(DAY_MS)],
      ['DELETE FROM auth_login_delay WHERE retry_at < $1', at(DAY_MS)],
      // Sessions stay a week after their end, for "who was signed in"; their tokens go with them.
      ['DELETE FROM auth_session WHERE expires_at < $1', at(7 * DAY_MS)],
      [`DELETE FROM auth_token WHERE kind = 'access' AND expires_at < $1`, at(DAY_MS)],
      ['DELETE FROM auth_key WHERE superseded_at < $1', at(KEY_GRACE_MS + DAY_MS)],
      ['DELETE FROM sms_outbox WHERE created_at < $1', at(30 * DAY_MS)],
    ];
    try {
      for (const [sql, before] of statements) await deps.db.query(sql, [before]);
    } catch (err) {
      deps.log.warn('pruning expired auth rows failed', { err });
    }
  };
}
