/** 市县工作队伍 (/officerGroup/city, API `cadresTeam/city`): the city and county bureaus' staff. */
import type { ResourceDef } from '../resource/types.ts';
import { officerTeam } from './officerTeam.ts';

export const cadresTeamCity: ResourceDef = officerTeam('cadresTeamCity', ['市县工作队伍', 'City and county staff']);
