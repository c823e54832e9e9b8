/**
 * Texts of the browser's request layer, storage, error log, toasts and dialogs (issue 3), and of the
 * validation helpers of spec section 5. The spec's Chinese texts are kept to the character.
 */
import type { Messages } from './define.ts';

export const http = {
  // Failures without a usable answer: the message names what happened and the way out.
  'http.timeout': ['请求超时，请稍后重试', 'The request timed out, please try again later'],
  'http.network': ['网络连接失败，请检查网络后重试', 'Network failure: check the connection and try again'],
  // Who to contact in the 423 text ({name}) until the server publishes its own contact.
  'http.demoContact': ['系统管理员', 'the system administrator'],

  // Spec section 8: the local error log's actions.
  'errorLog.uploadConfirm': ['确定上传本地日志到服务器?', 'Upload the local error log to the server?'],
  'errorLog.uploadDone': ['发送成功!', 'Sent!'],
  'errorLog.clearConfirm': ['确定清空本地日志记录?', 'Clear the local error log?'],
  'errorLog.clearDone': ['清空成功!', 'Cleared!'],

  // Spec section 5: confirmation dialogs (title 提示, buttons 确定 and 取消).
  'dialog.title': ['提示', 'Notice'],
  'dialog.ok': ['确定', 'OK'],
  'dialog.cancel': ['取消', 'Cancel'],

  'toast.label': ['通知', 'Notifications'],
  'toast.close': ['关闭', 'Close'],

  // A page that cannot load or render: never a blank page.
  'page.loading': ['加载中…', 'Loading…'],
  'page.updated': ['系统已更新，请刷新页面后继续使用', 'The portal has been updated: reload the page to continue'],
  'page.reload': ['刷新页面', 'Reload the page'],
  'page.failed': ['页面出错了，错误已记入本地日志', 'This page failed; the error is in the local error log'],
  'page.retry': ['重试', 'Try again'],

  // Spec section 5: the mobile number's three messages.
  'mobile.empty': ['手机号码不能为空', 'The mobile number is required'],
  'mobile.length': ['手机号码长度不为11位', 'The mobile number does not have 11 digits'],
  'mobile.format': ['手机号码格式不正确', 'The mobile number is not valid'],
} as const satisfies Messages;
