/**
 * The branch's name kept beside a record of a branch (member, meeting, dues) for lists and search, as
 * cadreName is beside a cadre's records: a list shows a reference by its id. The server fills it in and
 * keeps it in step when the branch is renamed (server/areas/vanguard/branchHooks.ts).
 */
import type { FieldDef } from '../resource/types.ts';

export const branchNameField: FieldDef = {
  name: 'branchName', type: 'text', label: ['支部名称', 'Branch'], list: 220, search: 'contains', sortable: true, form: false, detail: 'main',
};
