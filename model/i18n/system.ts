/** System management texts: organisations, staff, roles and grants, dictionaries, logs (issue 7; docs/system.md). */
import type { Messages } from './define.ts';

export const system = {
  // Shared.
  'system.versionConflict': ['该记录已被他人修改，请刷新后重试', 'Someone else changed this record: reload and try again'],
  'system.outOfScope': ['所选单位不在您的管理范围内', 'The organisation is outside your scope'],
  'system.notFound': ['该Id查询结果为空', 'No record with this id'],

  // Organisations.
  'org.kindUnderParent': ['“{parent}”下不能设立{kind}', 'A {kind} cannot be placed under "{parent}"'],
  'org.parentDisabled': ['上级单位已停用', 'The parent organisation is disabled'],
  'org.moveIntoItself': ['不能把单位移动到它自己或它的下级单位之下', 'An organisation cannot move below itself'],
  'org.rootLocked': ['不能移动、停用或删除您管理范围的最上级单位', 'The top organisation of your scope cannot be moved, disabled or deleted'],
  'org.hasChildren': ['当前组织下还有{count}个下级单位，不能删除', 'The organisation still has {count} sub-organisations and cannot be deleted'],
  'org.hasStaff': ['当前组织下还有{count}名工作人员，不能删除', 'The organisation still has {count} staff members and cannot be deleted'],
  'org.hasRecords': ['当前组织下还有{count}条{what}，不能删除', 'The organisation still holds {count} records ({what}) and cannot be deleted'],
  'org.noAdmin': ['当前组织没有单位管理员', 'The organisation has no administrator'],
  'org.kind.province': ['省', 'province'],
  'org.kind.city': ['市', 'city'],
  'org.kind.county': ['县（市、区）', 'county'],
  'org.kind.unit': ['单位', 'unit'],
  'org.records.roles': ['角色', 'roles'],
  'org.records.other': ['业务数据', 'business records'],

  // Staff.
  'staff.usernameTaken': ['用户名“{username}”已被使用', 'The user name "{username}" is taken'],
  'staff.notSelf': ['不能对自己的账号执行此操作', 'This cannot be done to your own account'],
  'staff.beyondYou': ['该用户拥有您无权分配的角色，不能由您管理', 'This user holds roles you may not assign, so you cannot manage the account'],
  'staff.notBelow': ['该用户的管理范围与您相同或比您更大，不能由您管理', 'This user reaches as far as you or further, so you cannot manage the account'],
  'staff.grantTooWide': ['调整后该用户的管理范围将超出您的管理范围，不能保存', 'After this change the user would reach beyond your scope, so it cannot be saved'],
  'staff.deptOutOfScope': ['所选部门不在您的管理范围内', 'A chosen department is outside your scope'],
  'staff.lastSuperAdmin': ['这是最后一位超级管理员，不能停用、删除或取消其超级管理员角色', 'This is the last super administrator: the account cannot be disabled, deleted or lose the role'],

  // Roles and grants.
  'role.codeTaken': ['角色编码“{code}”已存在', 'The role code "{code}" already exists'],
  'role.scopeTooWide': ['不能设置超出您自身数据范围的角色', 'A role cannot reach further than your own data scope'],
  'role.customOrgsRequired': ['自定义数据范围须至少选择一个单位', 'A custom data scope needs at least one organisation'],
  'role.heldOutside': ['该角色已分配给您管理范围以外的人员，不能由您修改', 'People outside your scope hold this role, so you cannot change it'],
  'role.ownRole': ['不能修改自己所属角色的权限', 'You cannot change a role you hold yourself'],
  'role.builtinLocked': ['内置角色的编码和数据范围不能修改，也不能删除', 'A built-in role keeps its code and data scope and cannot be deleted'],
  'role.superAdminLocked': ['超级管理员角色拥有全部菜单，不能修改其授权、停用或删除', 'The super administrator role holds every menu: its grants cannot change and it cannot be disabled or deleted'],
  'role.hasHolders': ['该角色仍有{count}名用户，不能删除', '{count} users still hold this role, so it cannot be deleted'],
  'role.notAssignable': ['您无权分配角色“{name}”', 'You may not assign the role "{name}"'],
  'role.unknown': ['角色不存在', 'The role does not exist'],
  'role.dutiesExclusive': ['三权分立：同一用户不能同时担任{a}和{b}', 'Separation of duties: one user cannot be both {a} and {b}'],
  'grant.notHeld': ['不能授予您自己没有的菜单或按钮：{name}', 'You cannot grant a menu or button you do not hold: {name}'],
  'grant.unknownMenu': ['菜单不存在：{id}', 'No such menu entry: {id}'],
  'grant.outsideDuty': ['三权分立：{role}不能拥有“{name}”', 'Separation of duties: {role} may not hold "{name}"'],
  'rule.nameRequired': ['菜单名称不能为空', 'The menu name is required'],
  'rule.globalOnly': ['菜单为全省共用，只有全省范围的管理员可以修改', 'Menus are shared by the province: only a province-wide administrator may change them'],

  // Dictionaries.
  'dict.typeTaken': ['字典编码“{code}”已存在', 'The dictionary code "{code}" already exists'],
  'dict.itemTaken': ['字典项编码“{code}”已存在', 'The item code "{code}" already exists'],
  'dict.typeMissing': ['字典“{code}”不存在', 'The dictionary "{code}" does not exist'],
  'dict.parentMissing': ['上级字典项“{code}”不存在', 'The parent item "{code}" does not exist'],
  'dict.builtinKept': ['内置字典只能停用，不能删除', 'A built-in dictionary or item can be disabled, not deleted'],
  'dict.typeHasItems': ['该字典下还有{count}个字典项，请先删除字典项', 'The dictionary still has {count} items: delete them first'],
  'dict.globalOnly': ['字典为全省共用，只有全省范围的管理员可以修改', 'Dictionaries are shared by the province: only a province-wide administrator may change them'],

  // The role-authorisation tree (src/pages/system/RoleGrantTree.tsx).
  'grantTree.label': ['菜单授权', 'Menu grants'],
  'grantTree.expand': ['展开{name}', 'Expand {name}'],
  'grantTree.collapse': ['收起{name}', 'Collapse {name}'],
  'grantTree.button': ['按钮', 'Button'],
  'grantTree.hiddenPage': ['页内视图', 'In-page view'],

  // Sessions.
  'online.ownSession': ['不能强制下线当前会话，请使用退出登录', 'Use sign-out for your own current session'],
  'online.gone': ['该会话已结束', 'The session has already ended'],
} as const satisfies Messages;
