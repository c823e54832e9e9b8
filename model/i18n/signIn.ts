/**
 * Texts of the sign-in page (issue 4): its methods, forms, the second factor, the bind notice. Registered by
 * the page itself (signInArea.ts), so that the signed-in screens do not download them.
 */
import type { Messages } from './define.ts';

export const signIn = {
  // The forms' own checks.
  'auth.usernameRequired': ['请输入用户名', 'Please enter the user name'],
  'auth.passwordRequired': ['请输入密码', 'Please enter the password'],
  'sms.codeRequired': ['请输入验证码', 'Please enter the verification code'],
  'sso.notConfigured': ['未配置统一身份认证，请使用密码登录', 'Single sign-on is not configured: sign in with a password'],

  // Methods, forms, the second factor and the bind notice.
  'session.login.methods': ['登录方式', 'Sign-in method'],
  'session.login.tabPassword': ['账号登录', 'User name'],
  'session.login.tabSms': ['短信登录', 'SMS code'],
  'session.login.tabScan': ['浙政钉登录', 'Zhezhengding'],
  'session.login.username': ['用户名', 'User name'],
  'session.login.password': ['密码', 'Password'],
  'session.login.submit': ['登录', 'Sign in'],
  'session.login.busy': ['登录中…', 'Signing in…'],
  'session.login.captcha': ['验证码', 'Characters in the picture'],
  'session.login.captchaImage': ['图形验证码', 'Picture of characters to type'],
  'session.login.captchaRefresh': ['换一张', 'Another picture'],
  'session.login.captchaRefreshLabel': ['看不清，换一张图形验证码', 'Hard to read: show another picture'],
  'session.login.captchaHelp': ['请输入图中的4个字符，不区分大小写；无法识别图片时可使用短信登录', 'Type the 4 characters in the picture (any case). If you cannot read pictures, sign in with an SMS code'],
  'session.login.captchaRequired': ['请输入图形验证码', 'Please type the characters in the picture'],
  'session.login.captchaLoading': ['图形验证码加载中…', 'Loading the picture…'],
  'session.login.mobile': ['手机号码', 'Mobile number'],
  'session.login.code': ['验证码', 'Verification code'],
  'session.login.sendCode': ['获取验证码', 'Send code'],
  'session.login.resendIn': ['{seconds}秒后重新获取', 'Send again in {seconds} s'],
  'session.login.codeSent': ['验证码已发送，请注意查收短信', 'The code has been sent: check your messages'],
  'session.login.secondFactor': ['短信验证', 'SMS verification'],
  'session.login.secondFactorSent': ['为保障账号安全，请输入发送至 {mobile} 的短信验证码', 'For your account’s safety, enter the code sent to {mobile}'],
  'session.login.verify': ['验证并登录', 'Verify and sign in'],
  'session.login.back': ['返回', 'Back'],
  'session.login.scanIntro': ['使用浙政钉账号登录：前往浙政钉统一身份认证，扫码或确认后自动返回本系统', 'Sign in with your Zhezhengding account: confirm it at the Zhezhengding sign-in, then you return here'],
  'session.login.scanStart': ['前往浙政钉登录', 'Continue to Zhezhengding'],
  'session.login.bindNotice': ['登录后将绑定浙政钉账号“{name}”，以后可直接使用浙政钉登录', 'After you sign in, the Zhezhengding account “{name}” is bound to it for future sign-ins'],
} as const satisfies Messages;
