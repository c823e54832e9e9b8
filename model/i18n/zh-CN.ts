/**
 * The message catalogue, Simplified Chinese: the source of every key. The spec's texts are kept to the
 * character (including its half-width commas and exclamation marks). en-US.ts must translate every key.
 */
export const zhCN = {
  'product.title': '浙江省离退休干部服务管理系统',
  'product.version': '3.6.0',
  'product.copyright': '© 2018-2025',

  // Spec section 8: the status table.
  'status.000': '操作太频繁，请勿重复请求',
  'status.401': '当前操作没有权限',
  'status.403': '当前操作没有权限',
  'status.404': '资源不存在',
  'status.417': '未绑定登录账号，请使用密码登录后绑定',
  'status.423': '演示环境不能操作，如需了解联系{name}',
  'status.426': '用户名不存在或密码错误',
  'status.428': '验证码错误,请重新输入',
  'status.429': '请求过频繁',
  'status.479': '演示环境，没有权限操作',
  'status.default': '系统未知错误,请反馈给管理员',

  // Spec section 8: messages the client handles specially; the six "empty" texts are shown silently.
  'session.expired': '登录失效，请重新登录',
  'empty.noUnitAdmin': '当前组织没有单位管理员',
  'empty.noHealthRecord': '无健康档案信息',
  'empty.noResult': '查询结果为空',
  'empty.noWorkInfo': '工作信息不存在!',
  'empty.noFamilyInfo': '暂无家庭信息',
  'empty.noResultForId': '该Id查询结果为空',

  // Platform errors (server).
  'error.bodyTooLarge': '请求内容过大，不能超过 {limit}',
  'error.malformedJson': '请求格式错误：不是有效的 JSON',
  'error.unsupportedType': '不支持的请求内容类型：{type}',
  'error.methodNotAllowed': '不支持的请求方法：{method}',
  'error.notReady': '服务正在启动或关闭，请稍后再试',
  'error.shuttingDown': '服务正在关闭，请稍后再试',
} as const;

export type MessageKey = keyof typeof zhCN;
