/** 通讯录: the phone book of the bureaus' staff (/guideWork/phoneBook, API `stafftelphone`). */
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';

export const stafftelphone: ResourceDef = {
  name: 'stafftelphone',
  table: 'phone_book',
  label: ['通讯录', 'Phone book'],
  titleField: 'userName',
  orgField: 'orgId',
  permissions: standardPermissions('stafftelphone'),
  recycleBin: true,
  retentionDays: 30,
  defaultSort: 'sort,asc',
  sections: [{ key: 'main', label: ['基本信息', 'Details'] }],
  fields: [
    { name: 'userName', type: 'text', label: ['姓名', 'Name'], required: true, maxLength: 30, list: 120, search: 'contains', sortable: true, form: 'main' },
    { name: 'phonenumber', type: 'phone', label: ['联系电话', 'Phone'], required: true, list: 140, search: 'contains', form: 'main' },
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], required: true, list: 200, search: 'subtree', form: 'main' },
    { name: 'post', type: 'text', label: ['职务', 'Post'], maxLength: 64, list: 140, search: 'contains', form: 'main' },
    { name: 'region', type: 'text', label: ['所在地区', 'Region'], maxLength: 64, list: 120, form: 'main' },
    { name: 'detailedAddress', type: 'text', label: ['详细地址', 'Address'], maxLength: 120, form: 'main' },
    { name: 'sort', type: 'integer', label: ['排序', 'Order'], min: 0, max: 9999, default: 0, list: 80, sortable: true, form: 'main' },
  ],
};
