/** Spec section 5's validation helpers (model/validation.ts, shared with the server). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { zh } from '../../model/i18n/index.ts';
import { isEmpty, isHttpUrl, mobileProblem } from '../../model/validation.ts';

describe('validation', () => {
  it("counts null, undefined, '', 'null', 'undefined', [] and {} as empty", () => {
    for (const value of [null, undefined, '', 'null', 'undefined', [], {}, Object.create(null)]) {
      assert.equal(isEmpty(value), true, JSON.stringify(value) ?? String(value));
    }
  });

  it('never counts booleans or numbers as empty, nor anything else with content', () => {
    for (const value of [false, true, 0, -1, Number.NaN, ' ', 'NULL?', [0], { a: undefined }, new Date(0)]) {
      assert.equal(isEmpty(value), false, String(value));
    }
  });

  it('accepts URLs that start with http:// or https:// only', () => {
    for (const url of ['http://www.zjlgb.gov.cn', 'https://a.b/c?d=1', 'HTTPS://X.CN']) assert.equal(isHttpUrl(url), true, url);
    for (const url of ['ftp://a.b', 'www.zjlgb.gov.cn', 'http://', 'javascript:alert(1)', ' https://a.b', 'https://a b']) {
      assert.equal(isHttpUrl(url), false, url);
    }
  });

  it('says 手机号码不能为空 for an empty mobile number', () => {
    for (const value of ['', null, undefined, 'null']) assert.equal(mobileProblem(value), 'mobile.empty');
    assert.equal(zh('mobile.empty'), '手机号码不能为空');
  });

  it('says 手机号码长度不为11位 for a mobile number of another length', () => {
    for (const value of ['1380013800', '138001380001', '0571-8888888']) assert.equal(mobileProblem(value), 'mobile.length');
    assert.equal(zh('mobile.length'), '手机号码长度不为11位');
  });

  it('says 手机号码格式不正确 for 11 characters that are not a mainland mobile number', () => {
    for (const value of ['12800138000', '05718888888', '1380013800a', '+8613800138']) assert.equal(mobileProblem(value), 'mobile.format');
    assert.equal(zh('mobile.format'), '手机号码格式不正确');
  });

  it('accepts mainland mobile numbers', () => {
    for (const value of ['13800138000', '15957100000', '19912345678', '16600000000']) assert.equal(mobileProblem(value), null);
  });
});
