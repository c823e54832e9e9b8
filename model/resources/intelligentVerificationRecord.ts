/**
 * 智能核验 worklist (intelligentVerification, API `intelligentVerificationRecord/page`; domain.md §3.12):
 * one row per finding of a verification run, confirmed, corrected or ignored by a person. Rows come only
 * from runs (server/areas/cadre/verification); the permission codes are the hand-made page's.
 */
import type { ResourceDef } from '../resource/types.ts';
import { cadreIdField, cadreNameField } from './cadreSubRecord.ts';

const PAGE = 'retiredVeteranCadres_intelligentVerification';

export const intelligentVerificationRecord: ResourceDef = {
  name: 'intelligentVerificationRecord',
  table: 'cadre_verification_item',
  label: ['智能核验结果', 'Verification findings'],
  titleField: 'cadreName',
  scopeVia: { field: 'cadreId', resource: 'cadre', kept: true },
  permissions: { view: `${PAGE}_view`, add: `${PAGE}_run`, edit: `${PAGE}_handle`, delete: `${PAGE}_handle`, export: `${PAGE}_view` },
  defaultSort: 'createTime,desc',
  sections: [{ key: 'main', label: ['核验结果', 'Finding'] }],
  // Search form order: what a person filters by most (the check, the handling, the name) comes first.
  fields: [
    cadreNameField,
    { name: 'checkItem', type: 'dict', dict: 'verification_check', label: ['核验项目', 'Check'], list: 140, search: 'in', form: false, detail: 'main' },
    { name: 'handleStatus', type: 'text', label: ['处理状态', 'Handling'], list: 90, search: 'in', form: false, detail: 'main' },
    { name: 'result', type: 'dict', dict: 'verification_result', label: ['核验结果', 'Result'], list: 90, search: 'in', form: false, detail: 'main' },
    { name: 'field', type: 'text', label: ['涉及字段', 'Field'], list: 100, form: false, detail: 'main' },
    { name: 'detail', type: 'text', label: ['问题说明', 'Problem'], list: 320, form: false, detail: 'main' },
    { ...cadreIdField, form: false, detail: 'main' },
    { name: 'runId', type: 'text', label: ['核验批次', 'Run'], search: 'exact', form: false, detail: 'main' },
  ],
  lifecycle: {
    field: 'handleStatus',
    initial: 'unhandled',
    states: {
      unhandled: { label: ['待处理', 'To handle'], tone: 'warning' },
      confirmed: { label: ['已确认异常', 'Confirmed'], tone: 'danger' },
      corrected: { label: ['已更正', 'Corrected'], tone: 'success' },
      ignored: { label: ['已忽略', 'Ignored'] },
    },
    transitions: [
      { name: 'confirm', label: ['确认异常', 'Confirm'], from: ['unhandled'], to: 'confirmed' },
      { name: 'correct', label: ['已更正', 'Corrected'], from: ['unhandled', 'confirmed'], to: 'corrected' },
      { name: 'ignore', label: ['忽略', 'Ignore'], from: ['unhandled', 'confirmed'], to: 'ignored', needsReason: true },
      { name: 'reopen', label: ['重新处理', 'Reopen'], from: ['confirmed', 'corrected', 'ignored'], to: 'unhandled' },
    ],
  },
};
