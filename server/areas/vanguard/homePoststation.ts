/**
 * `GET homePoststation` (spec section 7): the open 银龄驿站 for the home page's list, best rated first, within
 * the user's scope like every read. Any signed-in user may ask: the home page belongs to everyone; what they
 * see is their scope's stations.
 */
import type { HomeStation } from '../../../model/home.ts';
import { resourceByName } from '../../../model/resources/index.ts';
import type { Db } from '../../db/db.ts';
import { scopeSql } from '../../engine/scope.ts';
import { SqlParams } from '../../engine/sqlParams.ts';
import type { Principal } from '../auth/principal.ts';

/** What a home page's card shows: the nearest handful, not the register (that is the page's list). */
const SHOWN = 8;

export async function homePoststations(db: Db, principal: Principal): Promise<{ records: HomeStation[] }> {
  const p = new SqlParams();
  const rows = await db.query(
    `SELECT t.id, t.org_id, t.name, t.address, t.phone, t.open_hours, t.star_level FROM vg_post_station t
     WHERE t.del_flag = 0 AND t.status = 'active' AND ${scopeSql(resourceByName('poststation')!, principal, p)}
     ORDER BY t.star_level DESC NULLS LAST, t.name, t.id LIMIT ${SHOWN}`,
    p.values,
  );
  return {
    records: rows.map((r) => ({
      id: String(r.id), orgId: String(r.org_id), name: String(r.name), address: String(r.address), phone: String(r.phone),
      openHours: (r.open_hours as string | null) ?? null, starLevel: r.star_level === null ? null : Number(r.star_level),
    })),
  };
}
