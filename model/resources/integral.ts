/**
 * 积分管理 (/enjoyLife/integral; domain.md §7, [HN points-mgt]): the points ledger of retired cadres, one
 * entry per award or deduction (rule, points ±, reason, time). An entry is never changed or deleted once
 * posted: a correction is a new entry naming the one it corrects. 积分余额 is the cadre's sum of points up
 * to this entry, kept by the server (server/areas/enjoyLife/integralHooks.ts). Seen where the cadre is.
 */
import { NOBODY } from './systemPermissions.ts';
import { standardPermissions } from '../resource/permissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { cadreIdField, cadreNameField } from './cadreSubRecord.ts';

export const integral: ResourceDef = {
  name: 'integral',
  table: 'el_integral',
  label: ['积分管理', 'Points'],
  titleField: 'cadreName',
  scopeVia: { field: 'cadreId', resource: 'cadre', kept: true },
  permissions: { ...standardPermissions('integral'), delete: NOBODY, purge: NOBODY },
  defaultSort: 'entryTime,desc',
  sections: [{ key: 'main', label: ['积分记录', 'Points entry'] }],
  fields: [
    cadreIdField,
    cadreNameField,
    { name: 'orgId', type: 'org', label: ['所属单位', 'Organisation'], list: 170, search: 'subtree', form: false, detail: 'main' },
    { name: 'rule', type: 'dict', dict: 'integral_rule', label: ['积分规则', 'Rule'], required: true, list: 120, search: 'in', form: 'main' },
    { name: 'points', type: 'integer', label: ['积分（±）', 'Points (±)'], required: true, min: -1000, max: 1000, list: 80, form: 'main',
      help: ['加分填正数，扣分填负数', 'Positive to award, negative to deduct'] },
    { name: 'reason', type: 'text', label: ['事由', 'Reason'], required: true, maxLength: 120, list: 240, search: 'contains', form: 'main' },
    { name: 'entryTime', type: 'datetime', label: ['积分时间', 'Time'], required: true, list: 150, search: 'range', sortable: true, form: 'main' },
    { name: 'correctsId', type: 'ref', ref: 'integral', label: ['更正的记录', 'Corrects'], createOnly: true, search: 'exact', form: 'main',
      help: ['更正错记的积分时选择原记录，并填写相抵的积分', 'For a correction: the entry it corrects, with the points that offset it'] },
    { name: 'balance', type: 'integer', label: ['积分余额', 'Balance'], list: 90, form: false, detail: 'main' },
    { name: 'status', type: 'text', label: ['记录状态', 'Status'], form: false, detail: false },
  ],
  // Posted is the only state, and nothing is edited in it: the engine refuses an edit in place.
  lifecycle: {
    field: 'status',
    initial: 'posted',
    editableIn: [],
    states: { posted: { label: ['已入账', 'Posted'], tone: 'success' } },
    transitions: [],
  },
};
