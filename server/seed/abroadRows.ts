/**
 * A year of 出国（境）登记 for the demo cadres (issue 19): about one living cadre in twelve keeps a travel
 * document with the bureau, and most of them travel once or twice in the year to SEED_REFERENCE_DATE, mostly
 * to see their children. Trips behind the reference day are closed (a few rejected or cancelled, a few
 * never closed: the overdue list), the one under way is departed, later ones wait for approval or their
 * day. A document is issued while its trip is under way, back in custody after one. Its own random source
 * (workVisits.ts).
 */
import type { Row } from '../db/db.ts';
import { addDays } from './addDays.ts';
import { SEED_REFERENCE_DATE } from './cadres.ts';
import { createRandom, type Random } from './random.ts';

const COUNTRIES = ['美国', '加拿大', '澳大利亚', '新西兰', '英国', '日本', '新加坡', '德国'];
const PERMIT_PLACES = ['中国香港', '中国澳门'];
/** Trips are declared up to the autumn after SEED_REFERENCE_DATE. */
const LAST_DEPARTURE = '2025-09-15';
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const COMPANIONS = ['配偶', '配偶、女儿', '儿子', null, null];

function certificate(random: Random, cadre: Row): Row {
  const passport = random.next() < 0.75;
  const issued = addDays('2016-01-01', random.int(0, 8 * 365));
  return {
    id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id,
    cert_type: passport ? '1' : '2', cert_no: `${passport ? 'E' : 'C'}${random.int(10_000_000, 99_999_999)}`,
    issue_date: issued, expiry_date: addDays(issued, 10 * 365 + 2), custody_status: 'kept', create_by: 'user-admin',
  };
}

/** A trip's state and dates as the reference day sees them. */
function stateOn(random: Random, depart: string, planned: string): Pick<Row, 'status' | 'status_reason' | 'actual_return_date'> {
  if (depart > SEED_REFERENCE_DATE) {
    return { status: random.weighted([['declared', 1], ['approving', 2], ['approved', 3]] as const), status_reason: null, actual_return_date: null };
  }
  if (planned >= SEED_REFERENCE_DATE) return { status: 'departed', status_reason: null, actual_return_date: null };
  const ending = random.weighted([['returned', 36], ['rejected', 3], ['cancelled', 3], ['departed', 3]] as const);
  if (ending === 'rejected') return { status: ending, status_reason: '出访期间有重要工作安排，暂缓出行', actual_return_date: null };
  if (ending === 'cancelled') return { status: ending, status_reason: '本人身体原因，取消行程', actual_return_date: null };
  if (ending === 'departed') return { status: ending, status_reason: null, actual_return_date: null };
  return { status: ending, status_reason: null, actual_return_date: addDays(planned, random.int(-2, 1)) };
}

export function abroadRows(cadres: readonly Row[], seed: number): { wr_certificate: Row[]; wr_abroad: Row[] } {
  const random = createRandom(seed + 131);
  const certificates: Row[] = [];
  const trips: Row[] = [];
  for (const cadre of cadres) {
    if (cadre.status !== 'normal' || random.next() >= 0.08) continue;
    const cert = certificate(random, cadre);
    certificates.push(cert);
    let from = '2024-07-01';
    for (let n = random.weighted([[0, 3], [1, 5], [2, 2]] as const); n > 0; n--) {
      // A first of two trips in the first half of the year, a last one at any time up to LAST_DEPARTURE.
      const depart = addDays(from, random.int(10, n === 2 ? 200 : Math.max(10, daysBetween(from, LAST_DEPARTURE))));
      const planned = addDays(depart, random.int(7, 45));
      const state = stateOn(random, depart, planned);
      trips.push({
        id: random.id(), cadre_id: cadre.id, cadre_name: cadre.real_name, manage_org_id: cadre.manage_org_id,
        destination: random.pick(cert.cert_type === '1' ? COUNTRIES : PERMIT_PLACES),
        reason: random.weighted([['1', 6], ['2', 3], ['3', 1]] as const),
        application_date: addDays(depart, -random.int(15, 40)), depart_date: depart, return_date: planned,
        cert_id: cert.id, companions: random.pick(COMPANIONS), ...state, create_by: 'user-admin',
      });
      if (state.status === 'departed') {
        // Still away (or never closed): no later trip is declared with the document out.
        cert.custody_status = 'issued';
        break;
      }
      if (state.status === 'returned') cert.custody_status = 'returned';
      from = (state.actual_return_date as string | null) ?? planned;
    }
  }
  return { wr_certificate: certificates, wr_abroad: trips };
}
