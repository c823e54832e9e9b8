/** Test data of the cadre archive: a cadre's form values, with a valid ID number (test/helpers/testCadres.ts). */
import { idCard } from '../../helpers/testCadres.ts';
import type { SignedClient } from '../../helpers/session.ts';

export const API = '/lgbsmp/api/v1';
export { idCard };

/** The form of a retired cadre managed by a Hangzhou unit (西湖区教育局), born in 1950. */
export function cadreInput(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    realName: '张建国',
    idCard: idCard('330106', '1950-03-15'),
    nation: '01',
    politicalStatus: '01',
    partyJoinDate: '1972-07',
    workStartDate: '1968-09',
    retirementType: '2',
    retirementDate: '2010-04',
    originalUnitAndPosition: '西湖区教育局 副局长',
    jobLevel: '132',
    treatmentLevel: '6',
    healthStatus: '10',
    manageOrgId: '330106-01',
    phone: '13805710001',
    ...over,
  };
}

/** Creates a cadre as `client` and returns the record; fails the test with the server's message otherwise. */
export async function createCadre(client: SignedClient, over: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const { status, body } = await client.json(`${API}/cadre`, { method: 'POST', json: cadreInput(over) });
  if (status !== 200 || body.code !== 0) throw new Error(`cadre not created: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Creates a sub-record and returns it, or throws with the answer. */
export async function createSub(client: SignedClient, resource: string, input: Record<string, unknown>): Promise<Record<string, any>> {
  const { status, body } = await client.json(`${API}/${resource}`, { method: 'POST', json: input });
  if (status !== 200 || body.code !== 0) throw new Error(`${resource} not created: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Today in China Standard Time, as the server counts birthdays. */
export function todayCst(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The date `days` after today, `years` earlier: a birth date whose birthday comes in `days` days. */
export function bornDaysAhead(years: number, days: number): string {
  const d = new Date(Date.parse(`${todayCst()}T00:00:00Z`) + days * 86_400_000);
  const md = d.toISOString().slice(5, 10);
  // A 29 February of a common year has no birthday of its own: stay clear of it.
  return `${d.getUTCFullYear() - years}-${md === '02-29' ? '02-28' : md}`;
}
