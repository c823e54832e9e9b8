/**
 * 支部信息 (/vanguard/information; domain.md §5): a party branch of retired cadres under an organisation,
 * its secretary and committee chosen from the archive, and the date its leadership is due to change (换届).
 * Its members are partyMember records; member_count is kept by the server from them.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { FieldDef, ResourceDef } from '../resource/types.ts';

const committee = (name: string, label: readonly [string, string]): FieldDef => ({ name, type: 'ref', ref: 'cadre', label, form: 'committee' });

export const partyBranch: ResourceDef = {
  name: 'partyBranch',
  table: 'vg_party_branch',
  label: ['支部信息', 'Party branches'],
  titleField: 'partyName',
  orgField: 'orgId',
  permissions: standardPermissions('partyBranch'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'partyName,asc',
  // Its members, meetings and dues under its details (docs/vanguard.md part 3).
  related: [
    { resource: 'partyMember', field: 'branchId', label: ['支部党员', 'Members'] },
    { resource: 'meetingAttendance', field: 'branchId', label: ['三会一课', 'Meetings'] },
    { resource: 'partyDues', field: 'branchId', label: ['党费收缴', 'Party dues'] },
  ],
  sections: [
    { key: 'main', label: ['支部基本信息', 'Branch'] },
    { key: 'committee', label: ['支部委员会', 'Branch committee'] },
  ],
  fields: [
    { name: 'partyName', type: 'text', label: ['支部名称', 'Branch name'], required: true, maxLength: 64, list: 240, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 180, search: 'subtree', form: 'main' },
    { name: 'branchType', type: 'dict', dict: 'party_branch_type', label: ['支部类型', 'Branch type'], required: true, list: 90, search: 'in', form: 'main' },
    { name: 'dateForChangingLeaders', type: 'date', label: ['换届时间', 'Leadership change due'], required: true, list: 110, search: 'range', sortable: true, form: 'main',
      help: ['本届任期届满、应当换届的日期', 'The day the present term ends and the leadership is to change'] },
    { name: 'venueType', type: 'dict', dict: 'branch_venue', label: ['活动场所类型', 'Venue'], form: 'main' },
    { name: 'venues', type: 'text', label: ['活动场所', 'Meeting place'], maxLength: 120, form: 'main' },
    { name: 'memberCount', type: 'integer', label: ['党员人数', 'Members'], list: 80, sortable: true, form: false, detail: 'main' },
    committee('secretaryId', ['支部书记', 'Secretary']),
    // The secretary's name for the list (a reference shows as its id); the server fills it in.
    { name: 'secretaryName', type: 'text', label: ['书记姓名', 'Secretary'], list: 100, form: false, detail: false },
    committee('deputySecretaryId', ['副书记', 'Deputy secretary']),
    committee('organCommissaryId', ['组织委员', 'Organisation member']),
    committee('disciplineCommissaryId', ['纪检委员', 'Discipline member']),
    committee('publicityCommissaryId', ['宣传委员', 'Publicity member']),
    { name: 'remarks', type: 'longText', label: ['备注', 'Remarks'], maxLength: 500, form: 'main' },
  ],
};
