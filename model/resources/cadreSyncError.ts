/**
 * 同步异常 (synchronouserror): rows of a staffing-office feed that could not be applied. Each is fixed
 * (re-applied with corrected values through the sync area) or ignored with a reason. Visible to the
 * organisation the row names, or to the bureau that ran the sync when the unit is unknown.
 */
import type { ResourceDef } from '../resource/types.ts';

const PAGE = 'retiredVeteranCadres_synchronouserror';

export const cadreSyncError: ResourceDef = {
  name: 'cadreSyncError',
  table: 'cadre_sync_error',
  label: ['同步异常', 'Sync failures'],
  titleField: 'realName',
  orgField: 'orgId',
  permissions: { view: `${PAGE}_view`, add: `${PAGE}_handle`, edit: `${PAGE}_handle`, delete: `${PAGE}_handle`, export: `${PAGE}_view` },
  defaultSort: 'createTime,desc',
  sections: [{ key: 'main', label: ['同步异常', 'Failure'] }],
  fields: [
    { name: 'batchId', type: 'text', label: ['同步批次', 'Batch'], search: 'exact', form: false, detail: 'main' },
    { name: 'rowNo', type: 'integer', label: ['行号', 'Row'], list: 60, form: false, detail: 'main' },
    { name: 'realName', type: 'text', label: ['姓名', 'Name'], list: 90, search: 'prefix', form: false, detail: 'main' },
    { name: 'idCard', type: 'text', label: ['身份证号', 'ID number'], sensitive: true, list: 170, search: 'exact', form: false, detail: 'main' },
    { name: 'unitCode', type: 'text', label: ['单位代码', 'Unit code'], list: 110, form: false, detail: 'main' },
    { name: 'orgId', type: 'org', label: ['归属单位', 'Organisation'], list: 180, search: 'subtree', form: false, detail: 'main' },
    { name: 'errorCode', type: 'dict', dict: 'sync_error_code', label: ['异常类型', 'Kind'], list: 100, search: 'in', form: false, detail: 'main' },
    { name: 'errorMessage', type: 'text', label: ['异常说明', 'Problem'], list: 300, form: false, detail: 'main' },
    { name: 'cadreId', type: 'text', label: ['对应干部', 'Matched cadre'], form: false, detail: 'main' },
    // The row keeps the ID number as received: masked there as in its own column.
    { name: 'payload', type: 'longText', label: ['原始数据', 'Row as received'], sensitive: true, idCardKeys: ['idCard'], form: false, detail: 'main' },
    { name: 'status', type: 'text', label: ['处理状态', 'Handling'], list: 80, search: 'in', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'status',
    initial: 'pending',
    states: {
      pending: { label: ['待处理', 'To handle'], tone: 'warning' },
      fixed: { label: ['已修正', 'Fixed'], tone: 'success' },
      ignored: { label: ['已忽略', 'Ignored'] },
    },
    transitions: [
      { name: 'ignore', label: ['忽略', 'Ignore'], from: ['pending'], to: 'ignored', needsReason: true },
      { name: 'reopen', label: ['重新处理', 'Reopen'], from: ['ignored'], to: 'pending' },
    ],
  },
};
