/** A branch with members, made through the API as a test's user would, for the party-branch suites. */
import type { TestServer } from '../../helpers/server.ts';
import type { SignedClient } from '../../helpers/session.ts';
import { API, createCadre, createSub, idCard } from '../../cadre/helpers/cadreData.ts';

let serial = 0;

/** A new cadre of `orgId` (a Hangzhou unit by default), with an ID number no other test cadre has. */
export async function partyCadre(client: SignedClient, realName: string, orgId = '330106-01'): Promise<Record<string, any>> {
  serial += 1;
  const day = String((serial % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(serial / 28) % 12) + 1).padStart(2, '0');
  return createCadre(client, { realName, idCard: idCard(orgId.startsWith('330203') ? '330203' : '330106', `1941-${month}-${day}`), manageOrgId: orgId });
}

export function branchInput(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { partyName: '西湖区教育局离退休干部党支部', orgId: '330106-01', branchType: '1', dateForChangingLeaders: '2027-05-01', ...over };
}

/** A branch of `orgId` with one active member per name (the first its secretary), each with the given pension. */
export async function branchWithMembers(client: SignedClient, names: readonly string[], options: { orgId?: string; pension?: number; branch?: Record<string, unknown> } = {}) {
  const orgId = options.orgId ?? '330106-01';
  const cadres = [];
  for (const name of names) cadres.push(await partyCadre(client, name, orgId));
  const branch = await createSub(client, 'partyBranch', branchInput({ orgId, secretaryId: cadres[0]!.id, ...options.branch }));
  const members = [];
  for (const [i, cadre] of cadres.entries()) {
    members.push(await createSub(client, 'partyMember', {
      branchId: branch.id, cadreId: cadre.id, role: i === 0 ? '1' : '3', joinBranchDate: '2020-01-01', pensionBase: options.pension ?? 4000,
    }));
  }
  return { branch, cadres, members };
}

export const countRows = async (server: TestServer, table: string) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`, []))[0]!.n;

export { API };
