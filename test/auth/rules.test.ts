import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { zh } from '../../model/i18n/index.ts';
import { passwordProblem } from '../../model/passwordRules.ts';
import { loadConfig } from '../../server/config.ts';
import { redactSecrets } from '../../server/areas/auth/redactSecrets.ts';
import { oneTimePassword } from '../../server/areas/auth/resetPassword.ts';
import { mobileProblem } from '../../server/areas/auth/sms/mobile.ts';

const problem = (password: string, username?: string) => {
  const p = passwordProblem(password, username);
  return p && zh(p.key, p.vars);
};

describe('password rules (model/passwordRules.ts)', () => {
  it('accepts eight characters of three classes', () => {
    assert.equal(problem('Abcdefg1'), null);
    assert.equal(problem('abcdef1!'), null);
    assert.equal(problem('Admin@123456', 'hz_admin'), null);
  });

  it('names the first rule broken, in Chinese', () => {
    assert.equal(problem(''), '密码不能为空');
    assert.equal(problem('Ab1!'), '密码长度不能少于8位');
    assert.equal(problem('Ab1!'.repeat(17)), '密码长度不能超过64位');
    assert.equal(problem('abcdefgh1'), '密码须包含大写字母、小写字母、数字、特殊字符中的至少三类');
    assert.equal(problem('ABCDEFGH'), '密码须包含大写字母、小写字母、数字、特殊字符中的至少三类');
    assert.equal(problem('Xhz_Admin2025', 'hz_admin'), '密码不能包含用户名');
  });

  it('one-time passwords always pass them', () => {
    for (let i = 0; i < 50; i++) assert.equal(problem(oneTimePassword(), 'abcdefghijkmnop'), null);
  });
});

describe('mobile numbers (spec section 5 messages)', () => {
  it('checks emptiness, then length, then the pattern', () => {
    assert.equal(mobileProblem(''), 'sms.mobileRequired');
    assert.equal(zh(mobileProblem('1380000')!), '手机号码长度不为11位');
    assert.equal(zh(mobileProblem('23800000000')!), '手机号码格式不正确');
    assert.equal(mobileProblem('13800000000'), null);
  });
});

describe('secret redaction of uploaded logs', () => {
  it('removes tokens, passwords and codes in URLs, JSON and headers', () => {
    const text = redactSecrets('GET /x?token=abc.def&code=123456&a=1 {"password":"S3cret!","newPassword":"x\\"y","name":"ok"} Authorization: Bearer eyJ.abc');
    assert.equal(text, 'GET /x?token=***&code=***&a=1 {"password":"***","newPassword":"***","name":"ok"} Authorization: Bearer ***');
  });
});

describe('auth configuration', () => {
  it('has working defaults outside production: PigX client, development SSO, no second factor', () => {
    const { auth } = loadConfig({});
    assert.equal(auth.clientId, 'pig');
    assert.equal(auth.sso.provider, 'dev');
    assert.equal(auth.sso.authorizeUrl, '/dev-idp/authorize');
    assert.deepEqual(auth.secondFactorRoles, []);
    assert.equal(auth.accessTokenTtl, 3600);
  });

  it('asks administrators for a second factor in production and never runs the development SSO there', () => {
    const { auth } = loadConfig({ NODE_ENV: 'production' });
    assert.ok(auth.secondFactorRoles.includes('ROLE_ADMIN'));
    assert.equal(auth.sso.provider, 'none');
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SSO_PROVIDER: 'dev' }), /refused in production/);
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', SECOND_FACTOR_ROLES: '' }).auth.secondFactorRoles, []);
  });

  it('refuses incomplete or unsafe settings', () => {
    assert.throws(() => loadConfig({ SMS_PROVIDER: 'http' }), /SMS_HTTP_URL/);
    assert.throws(() => loadConfig({ SSO_PROVIDER: 'http' }), /SSO_HTTP_URL/);
    assert.throws(() => loadConfig({ SSO_PROVIDER: 'cas' }), /SSO_PROVIDER must be one of/);
    assert.throws(() => loadConfig({ HANDOFF_CLIENTS: 'pension:short' }), /16 or more/);
    assert.throws(() => loadConfig({ ACCESS_TOKEN_TTL: '60' }), /at least 300/);
    assert.deepEqual(loadConfig({ HANDOFF_CLIENTS: 'pension:0123456789abcdef' }).auth.handoffClients, { pension: '0123456789abcdef' });
  });
});
