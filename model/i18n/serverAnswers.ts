/**
 * Texts only the server writes (its answers' `msg`, SMS texts): the token endpoint's refusals, SMS sending,
 * request bodies it cannot read. The browser shows the server's `msg` as sent and never looks these keys up,
 * so they are registered by all.ts (the server, the tests) and not downloaded by any screen.
 */
import type { Messages } from './define.ts';

export const serverAnswers = {
  // Requests the server cannot read.
  'error.bodyTooLarge': ['请求内容过大，不能超过 {limit}', 'The request is too large: at most {limit}'],
  'error.malformedJson': ['请求格式错误：不是有效的 JSON', 'Malformed request: not valid JSON'],
  'error.controlChars': ['参数含有非法控制字符', 'The request contains forbidden control characters'],
  'error.unsupportedType': ['不支持的请求内容类型：{type}', 'Unsupported request content type: {type}'],
  'error.methodNotAllowed': ['不支持的请求方法：{method}', 'Unsupported request method: {method}'],
  'error.notReady': ['服务正在启动或关闭，请稍后再试', 'The service is starting or stopping, please try again shortly'],
  'error.statementTimeout': ['查询超时，请缩小查询范围后重试', 'The query took too long: narrow it down and try again'],

  // Sign-in, SMS, single sign-on and hand-off refusals; the SMS texts themselves.
  'auth.badClient': ['客户端认证失败', 'Client authentication failed'],
  'auth.badGrant': ['不支持的授权类型：{grant}', 'Unsupported grant type: {grant}'],
  'auth.grantRequired': ['缺少授权类型', 'The grant type is missing'],
  'auth.badScope': ['不支持的授权范围：{scope}', 'Unsupported scope: {scope}'],
  'auth.ticketRequired': ['缺少登录验证票据', 'The sign-in verification ticket is missing'],
  'auth.refreshTokenRequired': ['缺少刷新令牌', 'The refresh token is missing'],
  'auth.badCiphertext': ['密码密文无效，请刷新页面后重试', 'The encrypted password is invalid: reload the page and try again'],
  'auth.replayedCiphertext': ['密码密文已使用，请刷新页面后重试', 'The encrypted password was already used: reload the page and try again'],
  'auth.locked': ['登录失败次数过多，账号已锁定，请使用短信验证码登录或联系管理员解锁', 'Too many failed sign-ins: the account is locked. Sign in with an SMS code, or ask an administrator to unlock it'],
  'auth.disabled': ['账号已停用，请联系管理员', 'The account is disabled, please contact the administrator'],
  'auth.badSign': ['请求签名无效，请刷新页面后重试', 'Invalid request signature: reload the page and try again'],
  'auth.noMobile': ['账号未登记手机号，无法完成短信验证，请联系管理员', 'The account has no mobile number for SMS verification, please contact the administrator'],
  'auth.secondFactorExpired': ['登录验证已失效，请重新登录', 'The sign-in verification has expired, please sign in again'],
  'auth.mobileAmbiguous': ['该手机号对应多个账号，请使用账号密码登录', 'This mobile number belongs to several accounts: sign in with user name and password'],
  'sms.mobileRequired': ['手机号码不能为空', 'The mobile number is required'],
  'sms.mobileLength': ['手机号码长度不为11位', 'The mobile number is not 11 digits long'],
  'sms.mobileFormat': ['手机号码格式不正确', 'The mobile number is malformed'],
  'sms.codeExpired': ['验证码已失效，请重新获取', 'The verification code has expired, please request a new one'],
  'sms.code': ['【{product}】您的验证码为{code}，{minutes}分钟内有效，请勿泄露给他人。', '[{product}] Your verification code is {code}, valid for {minutes} minutes. Do not share it.'],
  'sms.loginReminder': ['【{product}】您的账号{username}于{time}登录（IP {ip}），如非本人操作请立即修改密码。', '[{product}] Your account {username} signed in at {time} (IP {ip}). If this was not you, change your password now.'],
  'sms.passwordReset': ['【{product}】您的账号{username}的密码已由管理员重置，临时密码为{password}，请登录后立即修改，请勿泄露给他人。', '[{product}] An administrator reset the password of your account {username}. Your temporary password is {password}: change it as soon as you sign in, and do not share it.'],
  'sms.sendFailed': ['短信发送失败，请稍后再试', 'The SMS could not be sent, please try again later'],
  'password.wrongOld': ['原密码错误', 'The old password is wrong'],
  'user.idRequired': ['请选择用户', 'Please choose a user'],
  'reminder.mobileMissing': ['请先设置接收登录提醒的手机号', 'Set the mobile number for sign-in reminders first'],
  'reminder.enabledInvalid': ['是否开启登录提醒须为是或否', 'Whether reminders are on must be yes or no'],
  'sso.badCode': ['授权码无效或已过期，请重新登录', 'The authorisation code is invalid or has expired, please sign in again'],
  'sso.alreadyBound': ['该浙政钉账号已绑定其他登录账号', 'This Zhezhengding account is already bound to another account'],
  'sso.badRedirect': ['回调地址无效', 'Invalid redirect address'],
  'handoff.badCode': ['授权码无效或已使用', 'The authorisation code is invalid or was already used'],
  'errorLog.badBody': ['日志格式不正确', 'Malformed error log upload'],
  'errorLog.tooMany': ['一次最多上传{max}条日志', 'At most {max} log entries per upload'],
} as const satisfies Messages;
