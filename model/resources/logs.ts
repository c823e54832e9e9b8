/**
 * The three logs as read-only lists (/system/log, /system/operationLog): their filters and columns, for the
 * browser's lists and the system area's queries. Nobody writes them through an API (docs/system.md).
 */
import { SYS } from '../menu/systemPermissions.ts';
import type { ResourceDef } from '../resource/types.ts';
import { pagePermissions } from './systemPermissions.ts';

/** 登录日志: every sign-in, failure, lock, rate limit and sign-out (sys_login_log). */
export const loginLog: ResourceDef = {
  name: 'loginLog',
  table: 'sys_login_log',
  label: ['登录日志', 'Sign-in log'],
  titleField: 'username',
  permissions: pagePermissions(SYS.loginLog),
  defaultSort: 'loginTime,desc',
  fields: [
    { name: 'loginTime', type: 'datetime', label: ['时间', 'Time'], list: 170, search: 'range', sortable: true },
    { name: 'username', type: 'text', label: ['用户名', 'User name'], list: 120, search: 'contains' },
    { name: 'userId', type: 'user', label: ['用户', 'User'], list: 110, search: 'exact' },
    { name: 'ip', type: 'text', label: ['登录地址', 'Address'], list: 130, search: 'contains' },
    { name: 'result', type: 'text', label: ['结果', 'Result'], list: 100, search: 'exact' },
    { name: 'reason', type: 'text', label: ['原因', 'Reason'], list: 120 },
    { name: 'method', type: 'text', label: ['方式', 'Method'], list: 90, search: 'exact' },
    { name: 'client', type: 'text', label: ['客户端', 'Client'], list: 90, search: 'exact' },
    { name: 'userAgent', type: 'text', label: ['浏览器', 'Browser'], list: 240 },
  ],
};

/** 操作日志: every write of the engine and of system management, with the changed values (sys_operation_log). */
export const operationLog: ResourceDef = {
  name: 'operationLog',
  table: 'sys_operation_log',
  label: ['操作日志', 'Operation log'],
  titleField: 'title',
  permissions: pagePermissions(SYS.operationLog),
  defaultSort: 'time,desc',
  fields: [
    { name: 'time', type: 'datetime', label: ['时间', 'Time'], list: 170, search: 'range', sortable: true },
    { name: 'username', type: 'text', label: ['操作人', 'User'], list: 120, search: 'contains' },
    { name: 'userId', type: 'user', label: ['用户', 'User'], search: 'exact' },
    { name: 'orgId', type: 'org', label: ['操作人单位', 'Organisation'], list: 180, search: 'subtree' },
    { name: 'resource', type: 'text', label: ['数据类型', 'Resource'], list: 130, search: 'exact' },
    { name: 'action', type: 'text', label: ['操作', 'Action'], list: 90, search: 'exact' },
    { name: 'recordId', type: 'text', label: ['记录', 'Record'], search: 'exact' },
    { name: 'title', type: 'text', label: ['记录名称', 'Record name'], list: 200, search: 'contains' },
    { name: 'ip', type: 'text', label: ['地址', 'Address'], list: 130 },
    { name: 'requestId', type: 'text', label: ['请求编号', 'Request id'], search: 'exact' },
  ],
};

/** 浏览器错误日志: the error logs users uploaded from the error-log dialog (sys_client_error_log). */
export const clientErrorLog: ResourceDef = {
  name: 'clientErrorLog',
  table: 'sys_client_error_log',
  label: ['前端错误日志', 'Browser error log'],
  titleField: 'message',
  permissions: pagePermissions(SYS.loginLog),
  defaultSort: 'uploadedAt,desc',
  fields: [
    { name: 'uploadedAt', type: 'datetime', label: ['上传时间', 'Uploaded'], list: 170, search: 'range', sortable: true },
    { name: 'userId', type: 'user', label: ['用户', 'User'], list: 110, search: 'exact' },
    { name: 'type', type: 'text', label: ['类型', 'Type'], list: 100, search: 'exact' },
    { name: 'url', type: 'text', label: ['地址', 'Address'], list: 240, search: 'contains' },
    { name: 'message', type: 'text', label: ['信息', 'Message'], list: 280, search: 'contains' },
    { name: 'time', type: 'text', label: ['发生时间', 'Time'], list: 170 },
    { name: 'stack', type: 'longText', label: ['堆栈', 'Stack'] },
    { name: 'info', type: 'longText', label: ['附加信息', 'Info'] },
  ],
};
