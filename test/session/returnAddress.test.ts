/** Where a sign-in leads: app paths only (no open redirect), and the return address an external portal needs. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { portalWithReturn, safeReturn } from '../../src/session/returnAddress.ts';

describe('the address after signing in', () => {
  it('follows an app path with its query and hash', () => {
    assert.equal(safeReturn('/retiredCadres/allInfo?tab=1#top'), '/retiredCadres/allInfo?tab=1#top');
  });

  it('goes home for a missing, relative or empty address', () => {
    for (const raw of [null, undefined, '', 'retiredCadres', '?x=1']) assert.equal(safeReturn(raw), '/');
  });

  it('never follows another site, however it is written', () => {
    for (const raw of ['https://evil.example/login', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '\\\\evil.example']) {
      assert.equal(safeReturn(raw), '/', raw);
    }
  });

  it('does not lead back into a sign-in step', () => {
    for (const raw of ['/login?redirect=%2Fhome', '/lock', '/token?code=1', '/authredirect']) assert.equal(safeReturn(raw), '/', raw);
  });

  it('gives our own login page the path, and an external portal a full address through /authredirect', () => {
    assert.equal(portalWithReturn('/login', '/home?x=1', 'http://portal.test'), '/login?redirect=%2Fhome%3Fx%3D1');
    assert.equal(
      portalWithReturn('https://login.zj.gov.cn/sso?app=lgb', '/home', 'http://portal.test'),
      `https://login.zj.gov.cn/sso?app=lgb&redirect=${encodeURIComponent('http://portal.test/authredirect?redirect=%2Fhome')}`,
    );
  });
});
