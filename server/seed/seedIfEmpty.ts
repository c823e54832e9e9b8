/**
 * First start on an empty database. Demo (default): the demo data set and its accounts. Production
 * (NODE_ENV=production): the province's organisation tree and one administrator whose random one-time
 * password is printed once and must be changed at first sign-in; no demo account ever exists there.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import type { Logger } from '../log.ts';
import { hashPassword } from '../areas/auth/password.ts';
import { DEMO_PASSWORD, ROLES } from './staff.ts';
import { seedDemo } from './demo.ts';
import { organisations } from './organisations.ts';

/** A one-time password with upper, lower, digit and symbol characters. */
function oneTimePassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%+=!'];
  const chars = sets.map((s) => s[randomInt(s.length)]!);
  const all = sets.join('');
  for (const byte of randomBytes(12)) chars.push(all[byte % all.length]!);
  return chars.join('');
}

export async function seedIfEmpty(db: Db, config: Pick<Config, 'seedDemo'>, log: Logger): Promise<void> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_org');
  if ((row?.n ?? 0) > 0) return;
  if (config.seedDemo) {
    const result = await seedDemo(db);
    log.info('demo data created: sign in with one of these accounts', {
      password: DEMO_PASSWORD,
      accounts: result.accounts,
      organisations: result.organisations,
      users: result.users,
    });
    return;
  }
  const password = oneTimePassword();
  const orgs = organisations().filter((o) => o.kind !== 'unit');
  await db.transaction(async (tx) => {
    await insertRows(tx, 'sys_org', orgs);
    await insertRows(tx, 'sys_role', ROLES as never);
    await insertRows(tx, 'sys_user', [
      { id: 'user-admin', username: 'admin', name: '系统管理员', org_id: '330000', password_hash: await hashPassword(password), must_change_password: true },
    ]);
    await insertRows(tx, 'sys_user_role', [{ user_id: 'user-admin', role_id: 'role-admin' }]);
    await insertRows(tx, 'sys_user_dept', [{ user_id: 'user-admin', org_id: '330000' }]);
  });
  log.warn('first start: administrator created; this one-time password is shown only now and must be changed at first sign-in', {
    username: 'admin',
    oneTimePassword: password,
  });
}
