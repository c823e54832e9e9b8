import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolve, type RouteContext } from '../../src/router/resolve.ts';

const known = ['/guideWork/phoneBook', '/guideWork/phoneBook/Edit/{id}', '/system/staff'];
const signedIn: RouteContext = { signedIn: true, locked: false, known, granted: new Set(['/guideWork/phoneBook', '/guideWork/phoneBook/Edit/{id}']) };
const anonymous: RouteContext = { ...signedIn, signedIn: false, granted: new Set() };

describe('route resolution (guards)', () => {
  it('sends a visitor who is not signed in to /login, keeping the wanted address', () => {
    assert.deepEqual(resolve('/guideWork/phoneBook', '?size=20', anonymous), { kind: 'redirect', to: '/login?redirect=%2FguideWork%2FphoneBook%3Fsize%3D20' });
    assert.deepEqual(resolve('/', '', anonymous), { kind: 'redirect', to: '/login' });
  });

  it('opens public pages for anyone', () => {
    for (const path of ['/login', '/404', '/403', '/500', '/401', '/token', '/authredirect']) {
      assert.equal(resolve(path, '', anonymous).kind, 'page', path);
    }
  });

  it('opens a held menu page with its params', () => {
    assert.deepEqual(resolve('/guideWork/phoneBook/Edit/42', '', signedIn), {
      kind: 'page', pattern: '/guideWork/phoneBook/Edit/{id}', params: { id: '42' }, access: 'menu',
    });
  });

  it('sends a signed-in user to /403 for a menu page they lack and to /404 for an unknown path', () => {
    assert.deepEqual(resolve('/system/staff', '', signedIn), { kind: 'redirect', to: '/403' });
    assert.deepEqual(resolve('/no/such/page', '', signedIn), { kind: 'redirect', to: '/404' });
  });

  it('gives every signed-in user home, personal information and the iframe page', () => {
    for (const path of ['/', '/home', '/home/homeList/notice', '/home/homeDetails/1/notice', '/info', '/info/index', '/myiframe/cockpit', '/dashboard/index']) {
      assert.equal(resolve(path, '', signedIn).kind, 'page', path);
    }
  });

  it('keeps a locked session on /lock whatever the address, and leaves /lock alone when not locked', () => {
    const locked = { ...signedIn, locked: true };
    assert.deepEqual(resolve('/guideWork/phoneBook', '', locked), { kind: 'redirect', to: '/lock' });
    assert.deepEqual(resolve('/login', '', locked), { kind: 'redirect', to: '/lock' });
    assert.equal(resolve('/lock', '', locked).kind, 'page');
    assert.deepEqual(resolve('/lock', '', signedIn), { kind: 'redirect', to: '/' });
  });

  it('opens a menu group without a page of its own at its first page, replacing the address', () => {
    const ctx: RouteContext = { ...signedIn, known: [...known, '/v/basicInformation'], granted: new Set([...signedIn.granted, '/v/basicInformation']), landings: new Map([['/v/basicInformation', '/guideWork/phoneBook']]) };
    assert.deepEqual(resolve('/v/basicInformation', '', ctx), { kind: 'redirect', to: '/guideWork/phoneBook' });
    assert.equal(resolve('/guideWork/phoneBook', '', ctx).kind, 'page');
  });
});
