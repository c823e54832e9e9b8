/**
 * The deterministic demo data set: the same rows for the same options, every time. Each area adds its
 * own records here as it arrives (see docs/seed.md).
 */
import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import { hashPassword } from '../areas/auth/password.ts';
import { cadreGenerator, DEMO_CADRES, insertCadreRows } from './cadres.ts';
import { grantDemoRoles } from './grants.ts';
import { organisations } from './organisations.ts';
import { createRandom } from './random.ts';
import { DEMO_PASSWORD, ROLES, staffUsers } from './staff.ts';

export interface SeedOptions {
  seed?: number;
  /** Cadres with their archives (default DEMO_CADRES); `npm run seed -- --cadres N` writes large ones apart. */
  cadres?: number;
}

export interface SeedResult {
  organisations: number;
  users: number;
  cadres: number;
  accounts: { username: string; name: string; org: string }[];
}

export const DEMO_ACCOUNTS = ['admin', 'hz_admin', 'sx_admin', 'unit_user'];

/**
 * Writes the demo data into an empty, migrated database, inside the caller's transaction: the caller
 * checks for emptiness under lockSchema in that same transaction, so two starters never both seed.
 */
export async function seedDemo(tx: Queryable, options: SeedOptions = {}): Promise<SeedResult> {
  const random = createRandom(options.seed ?? 20181);
  const orgs = organisations();
  const users = staffUsers(random);
  // One hash for every demo account: they share the published demo password anyway, and hashing each
  // separately would make a first start wait for a hundred scrypt runs.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertRows(tx, 'sys_org', orgs);
  await insertRows(tx, 'sys_role', ROLES as never);
  await insertRows(
    tx,
    'sys_user',
    users.map(({ role: _role, ...user }) => ({ ...user, password_hash: passwordHash })),
  );
  await insertRows(tx, 'sys_user_role', users.map((u) => ({ user_id: u.id, role_id: u.role })));
  await insertRows(tx, 'sys_user_dept', users.map((u) => ({ user_id: u.id, org_id: u.org_id })));
  await grantDemoRoles(tx);
  const cadres = options.cadres ?? DEMO_CADRES;
  await insertCadreRows(tx, cadreGenerator(orgs, options.seed ?? 20181).next(cadres));
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  return {
    organisations: orgs.length,
    users: users.length,
    cadres,
    accounts: users
      .filter((u) => DEMO_ACCOUNTS.includes(u.username))
      .map((u) => ({ username: u.username, name: u.name, org: orgName.get(u.org_id) ?? u.org_id })),
  };
}
