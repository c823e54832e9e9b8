/**
 * What the two staff-team pages share (domain.md §10 officer_team): the bureaus' own people for retired-cadre
 * work, full-time or part-time. One table (`officer_team`, column kind), one resource per page, each seeing only
 * its kind (liaison hooks): 市县工作队伍 (kind city; the city is the one of the bureau it is filed under) and
 * 省直单位工作队伍 (kind province; 省直单位). Scope: the bureau or unit.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { Label, ResourceDef } from '../resource/types.ts';

export const OFFICER_TEAM_KINDS = { cadresTeamCity: 'city', cadresTeamProvince: 'province' } as const;
export type OfficerTeamResource = keyof typeof OFFICER_TEAM_KINDS;

export function officerTeam(name: OfficerTeamResource, label: Label): ResourceDef {
  return {
    name,
    table: 'officer_team',
    label,
    titleField: 'name',
    orgField: 'orgId',
    permissions: standardPermissions(name),
    recycleBin: true,
    retentionDays: 30,
    defaultSort: 'city,asc',
    importKey: ['name', 'orgId'],
    sections: [{ key: 'main', label: ['人员信息', 'Staff member'] }],
    fields: [
      { name: 'kind', type: 'text', label: ['队伍类别', 'Team'], form: false, detail: false },
      { name: 'name', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 30, list: 110, search: 'contains', sortable: true, form: 'main' },
      { name: 'sex', type: 'dict', dict: 'sex', label: ['性别', 'Sex'], required: true, list: 70, search: 'exact', form: 'main' },
      { name: 'orgId', type: 'org', label: ['所在单位', 'Organisation'], required: true, list: 220, search: 'subtree', form: 'main' },
      { name: 'post', type: 'text', label: ['职务', 'Post'], maxLength: 64, list: 150, search: 'contains', form: 'main' },
      { name: 'fullPart', type: 'dict', dict: 'full_part', label: ['专兼职', 'Full or part time'], required: true, list: 80, search: 'exact', form: 'main' },
      { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], list: 140, search: 'contains', form: 'main' },
      // Derived from the organisation by the server: the city its bureau belongs to (省直单位 for the province's).
      { name: 'city', type: 'dict', dict: 'org_area', label: ['所在地市', 'City'], list: 100, search: 'in', sortable: true, form: false, detail: 'main' },
    ],
  };
}
