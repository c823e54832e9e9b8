/**
 * Texts of what opens from the shell (issue 5): the user menu's and tags' menus, the settings panel with its
 * themes and colours, the error log, and the pages the shell owns besides home (personal information, home's
 * lists and details, the dashboard, embedded and pending pages). Registered with them by shellViewsArea.ts,
 * so that the shell's first paint does not download them.
 */
import type { Messages } from './define.ts';

export const shellViews = {
  'shell.changePassword': ['修改密码', 'Change password'],
  'shell.logout': ['退出登录', 'Sign out'],

  'shell.tag.actionsOf': ['“{label}”的标签操作', 'Actions for “{label}”'],
  'shell.tag.refresh': ['刷新', 'Refresh'],
  'shell.tag.close': ['关闭', 'Close'],
  'shell.tag.closeOthers': ['关闭其他', 'Close others'],
  'shell.tag.closeLeft': ['关闭左侧', 'Close to the left'],
  'shell.tag.closeRight': ['关闭右侧', 'Close to the right'],
  'shell.tag.closeAll': ['关闭全部', 'Close all'],

  'shell.theme.default': ['默认主题', 'Default'],
  'shell.theme.white': ['白色主题', 'White'],
  'shell.theme.star': ['星空主题', 'Starry night'],
  'shell.theme.iview': ['iView 主题', 'iView'],
  'shell.theme.d2': ['D2 主题', 'D2'],
  'shell.theme.hey': ['Hey 主题', 'Hey'],
  'shell.color.presets': ['预设颜色', 'Preset colours'],
  'shell.color.default': ['默认蓝色 {color}', 'Default blue {color}'],
  'shell.color.custom': ['自定义颜色', 'Custom colour'],

  'shell.errorLog.close': ['关闭', 'Close'],
  'shell.errorLog.empty': ['暂无错误日志', 'The error log is empty'],
  'shell.errorLog.type': ['类型', 'Type'],
  'shell.errorLog.url': ['地址', 'Address'],
  'shell.errorLog.message': ['信息', 'Message'],
  'shell.errorLog.stack': ['堆栈', 'Stack'],
  'shell.errorLog.showStack': ['查看', 'Show'],
  'shell.errorLog.time': ['时间', 'Time'],
  'shell.errorLog.upload': ['上传服务器', 'Upload to the server'],
  'shell.errorLog.clear': ['清空日志', 'Clear the log'],

  'shell.settings.close': ['关闭设置', 'Close the settings'],
  'shell.settings.switches': ['界面显示', 'Show on screen'],
  'shell.settings.reading': ['阅读', 'Reading'],
  'shell.settings.locale': ['语言', 'Language'],
  'shell.settings.largeText': ['大字模式', 'Larger text'],
  'shell.settings.version': ['版本 {version} · {copyright}', 'Version {version} · {copyright}'],
  'shell.switch.showTag': ['标签栏', 'Tabs bar'],
  'shell.switch.showDebug': ['错误日志', 'Error log'],
  'shell.switch.showTheme': ['主题切换', 'Theme chooser'],
  'shell.switch.showColor': ['主题色', 'Colour picker'],
  'shell.switch.showFullScren': ['全屏按钮', 'Full screen button'],
  'shell.switch.showLock': ['锁屏按钮', 'Lock button'],
  'shell.switch.showCollapse': ['菜单折叠', 'Menu collapse button'],
  'shell.switch.showSearch': ['菜单搜索', 'Menu search'],
  'shell.switch.showMenu': ['顶部菜单', 'Top menu'],
  'shell.locale.zh-CN': ['简体中文', '简体中文'],
  'shell.locale.en-US': ['English', 'English'],

  'home.unknownType': ['没有这类内容', 'No such items'],
  'home.unknownTypeText': ['首页没有这一类事项，请从首页进入', 'The home page has no items of this kind'],
  'home.col.item': ['事项', 'Item'],
  'home.col.org': ['所属单位', 'Organisation'],
  'home.col.note': ['说明', 'Note'],
  'home.col.when': ['日期', 'Date'],
  'home.toAreaPage': ['进入办理页面', 'Open its page'],


  'info.avatar': ['头像', 'Avatar'],
  'info.avatarOf': ['{name}的头像', 'Avatar of {name}'],
  'info.avatarLater': ['上传头像的功能将随附件功能一起提供', 'Uploading an avatar comes with attachments'],
  'info.profile': ['基本资料', 'Profile'],
  'info.name': ['姓名', 'Name'],
  'info.userName': ['登录账号', 'User name'],
  'info.organization': ['所属单位', 'Organisation'],
  'info.orgName': ['单位', 'Organisation'],
  'info.city': ['所在地区', 'Region'],
  'info.depts': ['所在部门', 'Departments'],
  'info.roles': ['角色', 'Roles'],
  'info.security': ['账号安全', 'Account security'],
  'info.passwordHint': ['定期修改密码，不要与其他系统使用相同的密码', 'Change your password regularly, and never reuse one from another system'],

  'pending.title': ['页面建设中', 'Coming soon'],
  'pending.text': ['该页面尚在建设中，上线后即可使用', 'This page is still being built; it will work once it is in service'],
  'iframe.refused': ['无法打开该外部页面', 'This external page cannot be shown'],
  'iframe.refusedText': ['只能嵌入以 http:// 或 https:// 开头的其他网站页面', 'Only pages of other sites starting with http:// or https:// can be embedded'],
} as const satisfies Messages;
