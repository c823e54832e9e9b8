/**
 * The X25519 key pairs that login passwords are sealed to. Stored in the database so that all instances
 * share them; created at first use; replaced after AUTH_KEY_ROTATE_DAYS, the replaced key still opening
 * passwords for a grace period (a page may have fetched it just before).
 */
import type { Db } from '../../db/db.ts';
import { newServerKeyPair } from '../../../model/crypto/passwordSeal.ts';

export interface ServerKey {
  keyId: string;
  /** hex */
  publicKey: string;
  secretKey: Uint8Array;
  createdAt: number;
  supersededAt: number | null;
}

export interface ServerKeys {
  /** The key to publish now (rotating it when due). */
  current(now: number): Promise<ServerKey>;
  /** A key that may still open passwords: the current one, or one replaced less than the grace period ago. */
  byId(keyId: string, now: number): Promise<ServerKey | null>;
}

/** How long a replaced key still opens passwords: longer than a challenge lives. */
export const KEY_GRACE_MS = 10 * 60 * 1000;
/** How long an instance hands out the key it read before asking the database again. */
const CACHE_MS = 60 * 1000;

interface KeyRow {
  [column: string]: unknown;
  id: string;
  public_key: string;
  secret_key: string;
  created_at: Date;
  superseded_at: Date | null;
}

function toKey(row: KeyRow): ServerKey {
  return {
    keyId: row.id,
    publicKey: row.public_key,
    secretKey: Buffer.from(row.secret_key, 'hex'),
    createdAt: row.created_at.getTime(),
    supersededAt: row.superseded_at?.getTime() ?? null,
  };
}

export function createServerKeys(db: Db, rotateDays: number): ServerKeys {
  let cached: { key: ServerKey; readAt: number } | undefined;
  const due = (key: ServerKey, now: number) => rotateDays > 0 && now - key.createdAt >= rotateDays * 86_400_000;

  async function current(now: number): Promise<ServerKey> {
    if (cached && now - cached.readAt < CACHE_MS && !due(cached.key, now)) return cached.key;
    const key = await db.transaction(async (tx) => {
      // One instance creates or rotates; the others wait and then read its key.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lgb-portal-auth-key:' || current_schema()))`);
      const [row] = await tx.query<KeyRow>('SELECT * FROM auth_key WHERE superseded_at IS NULL');
      if (row && !due(toKey(row), now)) return toKey(row);
      if (row) await tx.query('UPDATE auth_key SET superseded_at = $2 WHERE id = $1', [row.id, new Date(now)]);
      const pair = newServerKeyPair();
      const [created] = await tx.query<KeyRow>(
        'INSERT INTO auth_key (id, public_key, secret_key, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
        [pair.keyId, pair.publicKey, pair.secretKey, new Date(now)],
      );
      return toKey(created!);
    });
    cached = { key, readAt: now };
    return key;
  }

  async function byId(keyId: string, now: number): Promise<ServerKey | null> {
    const [row] = await db.query<KeyRow>('SELECT * FROM auth_key WHERE id = $1', [keyId]);
    if (!row) return null;
    const key = toKey(row);
    return key.supersededAt === null || now - key.supersededAt < KEY_GRACE_MS ? key : null;
  }

  return { current, byId };
}
