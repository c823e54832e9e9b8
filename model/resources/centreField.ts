/**
 * What the records of an activity centre share (rooms, teams, announcements, activities): the centre they
 * belong to, whose organisation is their data scope (scopeVia), and its name kept beside them for lists and
 * search, filled in by the server and kept in step when the centre is renamed (server/areas/enjoyLife/centreHooks.ts).
 */
import type { FieldDef } from '../resource/types.ts';

export const centerIdField: FieldDef = {
  name: 'centerId', type: 'ref', ref: 'activityCenter', label: ['所属活动中心', 'Activity centre'], required: true, createOnly: true, search: 'exact', form: 'main',
};

export const centerNameField: FieldDef = {
  name: 'centerName', type: 'text', label: ['活动中心', 'Centre'], list: 180, search: 'contains', sortable: true, form: false, detail: 'main',
};
