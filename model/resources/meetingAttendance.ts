/**
 * 三会一课考勤 (/vanguard/attendance; domain.md §5): a meeting of a branch's organisational life (type from
 * the 组织生活 dictionary) with one attendance row per member (meetingAttendanceItem). The server writes the
 * rows of the branch's active members when the meeting is recorded and keeps the counts and the rate.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { branchNameField } from './branchNameField.ts';

export const meetingAttendance: ResourceDef = {
  name: 'meetingAttendance',
  table: 'vg_meeting',
  label: ['三会一课考勤', 'Meeting attendance'],
  titleField: 'topic',
  scopeVia: { field: 'branchId', resource: 'partyBranch' },
  permissions: standardPermissions('meetingAttendance'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'meetingDate,desc',
  sections: [{ key: 'main', label: ['会议信息', 'Meeting'] }],
  fields: [
    { name: 'branchId', type: 'ref', ref: 'partyBranch', label: ['支部', 'Branch'], required: true, createOnly: true, search: 'exact', form: 'main' },
    branchNameField,
    { name: 'meetingType', type: 'dict', dict: 'org_life_type', label: ['会议类型', 'Meeting type'], required: true, list: 110, search: 'in', form: 'main' },
    { name: 'meetingDate', type: 'date', label: ['会议日期', 'Date'], required: true, list: 110, search: 'range', sortable: true, form: 'main' },
    { name: 'topic', type: 'text', label: ['会议主题', 'Topic'], required: true, maxLength: 120, list: 240, search: 'contains', form: 'main' },
    { name: 'host', type: 'text', label: ['主持人', 'Host'], required: true, maxLength: 30, list: 90, form: 'main' },
    { name: 'recorder', type: 'text', label: ['记录人', 'Recorder'], required: true, maxLength: 30, list: 90, form: 'main' },
    { name: 'expectedCount', type: 'integer', label: ['应到人数', 'Expected'], list: 80, form: false, detail: 'main' },
    { name: 'actualCount', type: 'integer', label: ['实到人数', 'Present'], list: 80, form: false, detail: 'main' },
    { name: 'rate', type: 'decimal', scale: 2, label: ['出席率（%）', 'Attendance (%)'], list: 90, sortable: true, form: false, detail: 'main' },
  ],
};
