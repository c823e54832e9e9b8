/**
 * A participant of a branch activity (domain.md §5 branch_activity_member): one of the active members of the
 * activity's branch, once. Seen where the activity is, kept on its permissions; added from the activity's
 * details (its related list).
 */
import type { ResourceDef } from '../resource/types.ts';

export const activityParticipant: ResourceDef = {
  name: 'activityParticipant',
  table: 'vg_activity_participant',
  label: ['活动参加人员', 'Activity participants'],
  titleField: 'memberName',
  scopeVia: { field: 'activityId', resource: 'branchActivity' },
  permissions: { view: 'branchActivity_view', add: 'branchActivity_edit', edit: 'branchActivity_edit', delete: 'branchActivity_edit', export: 'branchActivity_export' },
  defaultSort: 'memberName,asc',
  sections: [{ key: 'main', label: ['参加人员', 'Participant'] }],
  fields: [
    { name: 'activityId', type: 'ref', ref: 'branchActivity', label: ['支部活动', 'Activity'], required: true, createOnly: true, search: 'exact', form: 'main' },
    { name: 'memberId', type: 'ref', ref: 'partyMember', label: ['支部党员', 'Member'], required: true, createOnly: true, search: 'exact', form: 'main',
      help: ['从主办支部的在册党员中选择', 'One of the active members of the activity’s branch'] },
    // The member's name for the list (a reference shows as its id); the server fills it in.
    { name: 'memberName', type: 'text', label: ['姓名', 'Name'], list: 120, search: 'contains', sortable: true, form: false, detail: 'main' },
    { name: 'remarks', type: 'text', label: ['备注', 'Remarks'], maxLength: 120, list: 200, form: 'main' },
  ],
};
