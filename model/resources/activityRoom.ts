/**
 * 活动室管理 (/enjoyLife/activityRoom; domain.md §7 activity_room): a room of a centre with its capacity (what
 * a booking's number of people may not exceed), facilities and opening hours. Seen where its centre is.
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { centerIdField, centerNameField } from './centreField.ts';

export const activityRoom: ResourceDef = {
  name: 'activityRoom',
  table: 'el_activity_room',
  label: ['活动室', 'Activity rooms'],
  titleField: 'name',
  scopeVia: { field: 'centerId', resource: 'activityCenter' },
  permissions: standardPermissions('activityRoom'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'centerName,asc',
  sections: [{ key: 'main', label: ['活动室信息', 'Room'] }],
  fields: [
    centerIdField,
    centerNameField,
    { name: 'name', type: 'text', label: ['活动室名称', 'Room'], required: true, maxLength: 32, list: 160, search: 'contains', sortable: true, form: 'main' },
    { name: 'capacity', type: 'integer', label: ['容纳人数', 'Capacity'], required: true, min: 1, max: 2000, list: 90, sortable: true, form: 'main' },
    { name: 'facilities', type: 'text', label: ['设施设备', 'Facilities'], maxLength: 200, list: 240, form: 'main' },
    { name: 'openTime', type: 'text', label: ['开放时间', 'Opening hours'], required: true, maxLength: 64, list: 200, form: 'main',
      placeholder: ['如：周一至周五 8:30-11:30，14:00-17:00', 'e.g. Mon–Fri 8:30–11:30, 14:00–17:00'] },
    { name: 'remarks', type: 'longText', label: ['备注', 'Remarks'], maxLength: 500, form: 'main' },
  ],
  related: [{ resource: 'activityAppointment', field: 'roomId', label: ['预约记录', 'Bookings'] }],
};
