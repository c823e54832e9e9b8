/** The organisation tree within the user's data scope, for the organisation picker and for org names. */
import { http } from '../http/client.ts';

export interface OrgNode {
  id: string;
  name: string;
  kind: 'province' | 'city' | 'county' | 'unit';
  children: OrgNode[];
  /** A disabled organisation (listed for administrators only): shown, not choosable. */
  disabled?: boolean;
}

/** The roots the user may see (one root, the user's own organisation, for most users). */
export async function fetchOrgTree(): Promise<OrgNode[]> {
  const data = await http.get<OrgNode[] | OrgNode>('/lgbsmp/api/v1/organization/provinceOrsubordinateOrgTree');
  return Array.isArray(data) ? data : [data];
}
