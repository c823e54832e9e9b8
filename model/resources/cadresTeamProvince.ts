/** 省直单位工作队伍 (/officerGroup/directlySubordinate, API `cadresTeam/province`): the provincial units' staff. */
import type { ResourceDef } from '../resource/types.ts';
import { officerTeam } from './officerTeam.ts';

export const cadresTeamProvince: ResourceDef = officerTeam('cadresTeamProvince', ['省直单位工作队伍', 'Provincial units staff']);
