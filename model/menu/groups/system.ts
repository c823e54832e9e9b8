/**
 * 系统管理 (system management), /system of spec section 2, plus 在线用户 (online sessions, issue 7). The
 * buttons' codes are those of model/menu/systemPermissions.ts, which the server's routes require.
 */
import { group, hiddenPage, page } from '../build.ts';
import type { Label } from '../../resource/types.ts';
import { SYSTEM_ACTIONS } from '../systemPermissions.ts';

const LABELS: Record<string, Label> = {
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  del: ['删除', 'Delete'],
  move: ['移动', 'Move'],
  disable: ['启用/停用', 'Enable or disable'],
  unlock: ['解除锁定', 'Unlock'],
  resetPassword: ['重置密码', 'Reset password'],
  assignRole: ['分配角色', 'Assign roles'],
  forceLogout: ['强制下线', 'Force sign-out'],
  grant: ['保存授权', 'Save grants'],
  editRule: ['维护菜单', 'Edit menu entries'],
};

const buttons = (actions: readonly string[]) => actions.map((a) => [a, LABELS[a]!] as const);

export const system = group('system', ['系统管理', 'System management'], 'settings', [
  page('/system/password', ['修改密码', 'Change password'], { icon: 'key', keepAlive: 1 }),
  page('/system/unit', ['单位管理', 'Organisations'], {
    icon: 'tree',
    buttons: buttons(SYSTEM_ACTIONS.unit),
    children: [hiddenPage('/system/unitDetail', ['单位详情', 'Organisation details'])],
  }),
  page('/system/staff', ['工作人员', 'Staff'], {
    icon: 'users',
    buttons: buttons(SYSTEM_ACTIONS.staff),
    children: [hiddenPage('/system/staffDetail', ['工作人员详情', 'Staff details'])],
  }),
  page('/system/roleManagement', ['角色管理', 'Roles'], {
    icon: 'shield',
    buttons: buttons(SYSTEM_ACTIONS.roleManagement),
    children: [hiddenPage('detail', ['角色详情', 'Role details'])],
  }),
  page('/system/roleAuthorization', ['角色授权', 'Role grants'], { icon: 'key', buttons: buttons(SYSTEM_ACTIONS.roleAuthorization) }),
  page('/system/dictionaries', ['字典管理', 'Dictionaries'], {
    icon: 'database',
    buttons: buttons(SYSTEM_ACTIONS.dictionaries),
    children: [
      hiddenPage('detail', ['字典详情', 'Dictionary details']),
      hiddenPage('put', ['编辑字典', 'Edit dictionary']),
      hiddenPage('add', ['新增字典', 'New dictionary']),
    ],
  }),
  page('/system/log', ['登录日志', 'Sign-in log'], { icon: 'log' }),
  page('/system/operationLog', ['操作日志', 'Operation log'], { icon: 'log' }),
  page('/system/onlineUser', ['在线用户', 'Online sessions'], { icon: 'monitor', buttons: buttons(SYSTEM_ACTIONS.onlineUser) }),
], 100);
