/**
 * Texts of the shell (issue 5) as it first paints: header, menus, tags, tools, home. What opens from it (its
 * menus' items, dialogs and panels) and the other pages it owns are shellViews.ts.
 */
import type { Messages } from './define.ts';

export const shell = {
  'shell.skip': ['跳到主要内容', 'Skip to main content'],
  'shell.welcome': ['欢迎您，{org}', 'Welcome, {org}'],
  'shell.userMenu': ['用户菜单：{name}', 'User menu: {name}'],
  'shell.topMenu': ['顶部菜单', 'Main menu'],
  'shell.topMenu.more': ['更多', 'More'],
  'shell.sideMenu': ['侧边菜单', 'Section menu'],
  'shell.home': ['首页', 'Home'],
  'shell.opensWindow': ['（在新窗口打开）', '(opens a new window)'],
  'shell.siblingUnset': ['该系统的地址未配置，请联系管理员', 'This system\'s address is not configured: ask the administrator'],
  'shell.sibling.pension': ['养老服务', 'Pension services'],
  'shell.sibling.index': ['指标系统', 'Index system'],
  'shell.collapse': ['收起菜单', 'Collapse the menu'],
  'shell.expand': ['展开菜单', 'Expand the menu'],
  'shell.menu.open': ['展开“{label}”', 'Open “{label}”'],
  'shell.menu.close': ['收起“{label}”', 'Close “{label}”'],
  'shell.breadcrumb': ['当前位置', 'You are here'],

  'shell.tags': ['已打开的页面', 'Open pages'],
  'shell.tag.actions': ['标签操作', 'Tab actions'],
  'shell.tag.closeNamed': ['关闭“{label}”', 'Close “{label}”'],
  'shell.unsaved.leave': ['当前页面有未保存的修改，离开后将丢失，是否继续?', 'This page has unsaved changes that leaving will lose. Continue?'],
  'shell.unsaved.close': ['要关闭的页面有未保存的修改，关闭后将丢失，是否继续?', 'A page you are closing has unsaved changes that will be lost. Continue?'],
  'shell.unsaved.refresh': ['该页面有未保存的修改，刷新后将丢失，是否继续?', 'This page has unsaved changes that refreshing will lose. Continue?'],

  'shell.search.label': ['搜索菜单', 'Search the menu'],
  'shell.search.placeholder': ['搜索菜单（Ctrl+K）', 'Search the menu (Ctrl+K)'],
  'shell.search.results': ['搜索结果', 'Search results'],
  'shell.search.none': ['没有找到匹配的页面', 'No page matches'],
  'shell.search.count': ['找到 {count} 个页面', '{count} pages found'],
  'shell.fullscreen.enter': ['全屏', 'Full screen'],
  'shell.fullscreen.exit': ['退出全屏', 'Exit full screen'],
  'shell.lock': ['锁屏', 'Lock the screen'],

  'shell.theme': ['主题', 'Theme'],
  'shell.color': ['主题色', 'Theme colour'],

  'shell.errorLog': ['错误日志', 'Error log'],
  'shell.errorLog.withCount': ['错误日志（{count} 条）', 'Error log ({count} entries)'],

  'shell.settings': ['系统设置', 'Settings'],

  'home.greeting': ['{name}，您好', 'Hello, {name}'],
  'home.scope': ['以下数据的统计范围：{org}', 'Figures for: {org}'],
  'home.counts': ['数据概况', 'At a glance'],
  'home.countOf': ['{label}：{count} 条', '{label}: {count}'],
  'home.open': ['进入{label}', 'Open {label}'],
  'home.noCounts': ['您的角色暂无可统计的数据', 'Your roles give you no figures yet'],
  'home.latest': ['最新政策文件', 'Latest policy documents'],
  'home.latestHidden': ['您的角色不能查看政策文件', 'Your roles do not include policy documents'],
  'home.more': ['更多', 'More'],
  'home.none': ['暂无数据', 'Nothing yet'],
  'home.shortcuts': ['常用功能', 'Your most used pages'],
  'home.shortcutsEmpty': ['您最常打开的页面会显示在这里', 'The pages you open most will appear here'],
  'home.notYet': ['该功能尚未上线，上线后将在此显示', 'Not in service yet: it will appear here once it is'],
  'home.birthdays': ['本周生日', 'Birthdays this week'],
  'home.birthdays.none': ['未来7天没有需要提醒的生日', 'No birthdays to remind in the next 7 days'],
  'home.birthdays.age': ['{age}岁', 'turns {age}'],
  'home.birthdays.total': ['未来7天共 {count} 人过生日', '{count} birthdays in the next 7 days'],
  'home.failed': ['数据加载失败，请稍后刷新重试', 'The figures could not be loaded: refresh to try again'],
  'home.type.policy': ['政策文件', 'Policy documents'],
  'home.type.notice': ['通知公告', 'Notices'],
  'home.type.birthday': ['生日提醒', 'Birthdays'],
  'home.type.approval': ['待办审批', 'Pending approvals'],

} as const satisfies Messages;
