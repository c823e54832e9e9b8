/** Platform texts: product, the spec's status table (section 8), the silent "empty" texts. */
import type { Messages } from './define.ts';

export const platform = {
  'product.title': ['浙江省离退休干部服务管理系统', 'Zhejiang Retired Cadre Service Portal'],
  'product.version': ['3.6.0', '3.6.0'],
  'product.copyright': ['© 2018-2025', '© 2018-2025'],

  // Spec section 8: the status table, to the character.
  'status.000': ['操作太频繁，请勿重复请求', 'Too many operations: do not repeat the request'],
  'status.401': ['当前操作没有权限', 'You have no permission for this operation'],
  'status.403': ['当前操作没有权限', 'You have no permission for this operation'],
  'status.404': ['资源不存在', 'The resource does not exist'],
  'status.417': ['未绑定登录账号，请使用密码登录后绑定', 'No account is bound: sign in with a password, then bind'],
  'status.423': ['演示环境不能操作，如需了解联系{name}', 'The demo environment cannot do this; for details contact {name}'],
  'status.426': ['用户名不存在或密码错误', 'Unknown user name or wrong password'],
  'status.428': ['验证码错误,请重新输入', 'Wrong verification code, please enter it again'],
  'status.429': ['请求过频繁', 'Too many requests'],
  'status.479': ['演示环境，没有权限操作', 'Demo environment: no permission for this operation'],
  'status.default': ['系统未知错误,请反馈给管理员', 'Unknown system error, please report it to the administrator'],

  // Spec section 8: messages the client handles specially; the six "empty" texts are shown silently.
  'session.expired': ['登录失效，请重新登录', 'Your sign-in has expired, please sign in again'],
  'empty.noUnitAdmin': ['当前组织没有单位管理员', 'This organisation has no unit administrator'],
  'empty.noHealthRecord': ['无健康档案信息', 'No health record'],
  'empty.noResult': ['查询结果为空', 'The query found nothing'],
  'empty.noWorkInfo': ['工作信息不存在!', 'No work information!'],
  'empty.noFamilyInfo': ['暂无家庭信息', 'No family information yet'],
  'empty.noResultForId': ['该Id查询结果为空', 'Nothing found for this id'],
} as const satisfies Messages;
