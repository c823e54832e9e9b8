/**
 * 银龄驿站 (/vanguard/postStation, API `poststation`; domain.md §5 post_station, 金秋驿站 in Zhejiang's
 * practice): a place near home where retired cadres meet, study and get help, with who runs it, when it is
 * open and what it offers. A closed station stays on record; the home page lists the open ones
 * (`homePoststation`).
 */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const poststation: ResourceDef = {
  name: 'poststation',
  table: 'vg_post_station',
  label: ['银龄驿站', 'Silver stations'],
  titleField: 'name',
  orgField: 'orgId',
  permissions: standardPermissions('poststation'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'name,asc',
  sections: [
    { key: 'main', label: ['驿站信息', 'Station'] },
    { key: 'service', label: ['服务内容', 'Services'] },
  ],
  fields: [
    { name: 'name', type: 'text', label: ['驿站名称', 'Station'], required: true, maxLength: 64, list: 220, search: 'contains', sortable: true, form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属区域', 'Area'], required: true, list: 140, search: 'subtree', form: 'main' },
    { name: 'address', type: 'text', label: ['地址', 'Address'], required: true, maxLength: 120, list: 240, form: 'main' },
    { name: 'lng', type: 'decimal', label: ['经度', 'Longitude'], min: 118, max: 123, scale: 6, form: 'main' },
    { name: 'lat', type: 'decimal', label: ['纬度', 'Latitude'], min: 27, max: 31.5, scale: 6, form: 'main' },
    { name: 'manager', type: 'text', label: ['负责人', 'Manager'], required: true, maxLength: 30, list: 90, form: 'main' },
    { name: 'phone', type: 'phone', label: ['联系电话', 'Phone'], required: true, list: 130, form: 'main' },
    { name: 'openHours', type: 'text', label: ['开放时间', 'Opening hours'], maxLength: 60, list: 160, form: 'main' },
    { name: 'starLevel', type: 'integer', label: ['星级', 'Stars'], min: 1, max: 5, list: 60, search: 'exact', sortable: true, form: 'main', help: ['1 至 5 星', '1 to 5 stars'] },
    { name: 'services', type: 'longText', label: ['服务项目', 'Services'], maxLength: 1000, form: 'service' },
    { name: 'photo', type: 'image', label: ['驿站照片', 'Photo'], form: 'service', help: ['jpg 或 png', 'jpg or png'] },
    { name: 'status', type: 'text', label: ['运行状态', 'Status'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'active',
    states: {
      active: { label: ['运行中', 'Open'], tone: 'success' },
      closed: { label: ['已关闭', 'Closed'] },
    },
    transitions: [
      { name: 'close', label: ['关闭', 'Close'], from: ['active'], to: 'closed', needsReason: true },
      { name: 'reopen', label: ['重新开放', 'Reopen'], from: ['closed'], to: 'active' },
    ],
  },
};
