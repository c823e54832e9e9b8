/**
 * First start on an empty database. Demo (default): the demo data set and its accounts. Production
 * (NODE_ENV=production): the province's organisation tree and one administrator whose random one-time
 * password is printed once and must be changed at first sign-in; no demo account ever exists there.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { insertRows } from '../db/bulk.ts';
import { isEmpty } from '../db/isEmpty.ts';
import { lockSchema } from '../db/migrate.ts';
import { refreshStatistics } from '../db/refreshStatistics.ts';
import { limitTransaction } from '../db/statementTimeout.ts';
import { createFileStore } from '../engine/fileStore.ts';
import type { Logger } from '../log.ts';
import { hashPassword } from '../areas/auth/password.ts';
import { DEMO_PASSWORD, ROLES } from './staff.ts';
import { seedDemo } from './demo.ts';
import { grantSuperAdmin } from './grants.ts';
import { organisations } from './organisations.ts';

/** A one-time password with upper, lower, digit and symbol characters. */
function oneTimePassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%+=!'];
  const chars = sets.map((s) => s[randomInt(s.length)]!);
  const all = sets.join('');
  for (const byte of randomBytes(12)) chars.push(all[byte % all.length]!);
  return chars.join('');
}

export async function seedIfEmpty(db: Db, config: Pick<Config, 'seedDemo' | 'files'>, log: Logger): Promise<void> {
  // Checked and written in one transaction under the schema lock: of two servers starting at once on one
  // empty PostgreSQL, the second waits and then finds the first one's data.
  const created = await db.transaction(async (tx) => {
    await limitTransaction(tx, 0); // maintenance at first start, not a request
    await lockSchema(tx);
    if (!(await isEmpty(tx))) return undefined;
    if (config.seedDemo) return { demo: await seedDemo(tx, createFileStore(config.files.dir)) };
    const password = oneTimePassword();
    const orgs = organisations().filter((o) => o.kind !== 'unit');
    await insertRows(tx, 'sys_org', orgs);
    await insertRows(tx, 'sys_role', ROLES as never);
    await insertRows(tx, 'sys_user', [
      { id: 'user-admin', username: 'admin', name: '系统管理员', org_id: '330000', password_hash: await hashPassword(password), must_change_password: true },
    ]);
    await insertRows(tx, 'sys_user_role', [{ user_id: 'user-admin', role_id: 'role-admin' }]);
    await insertRows(tx, 'sys_user_dept', [{ user_id: 'user-admin', org_id: '330000' }]);
    await grantSuperAdmin(tx);
    return { password };
  });
  if (created) await refreshStatistics(db);
  if (created?.demo) {
    log.info('demo data created: sign in with one of these accounts', {
      password: DEMO_PASSWORD,
      accounts: created.demo.accounts,
      organisations: created.demo.organisations,
      users: created.demo.users,
    });
  } else if (created?.password) {
    log.warn('first start: administrator created; this one-time password is shown only now and must be changed at first sign-in', {
      username: 'admin',
      oneTimePassword: created.password,
    });
  }
}
