import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGUE_PATTERNS } from '../../src/router/cataloguePatterns.precomputed.ts';
import { resolve, type RouteContext } from '../../src/router/resolve.ts';

const known = ['/guideWork/phoneBook', '/system/staff', '/guideWork/phoneBook/Edit/{id}'];
const signedIn: RouteContext = { signedIn: true, locked: false, known, granted: ['/guideWork/phoneBook', '/guideWork/phoneBook/Edit/{id}'] };
const anonymous: RouteContext = { ...signedIn, signedIn: false, granted: [] };
/** Before the catalogue's patterns are downloaded. */
const { known: _, ...withoutCatalogue } = signedIn;

const optional = (segment: string | undefined) => segment !== undefined && /^\{\w+\?\}$/.test(segment);

/** Whether some address matches both patterns (as segments): equal or a parameter on either side, segment by segment; a last `{param?}` may be absent. */
function overlap(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) {
    const rest = a.length ? a : b;
    return rest.length === 0 || (rest.length === 1 && optional(rest[0]));
  }
  const [x, ...restA] = a;
  const [y, ...restB] = b;
  if ((restA.length === 0 && optional(x) && overlap([], b)) || (restB.length === 0 && optional(y) && overlap(a, []))) return true;
  return (x === y || x!.startsWith('{') || y!.startsWith('{')) && overlap(restA, restB);
}

const segments = (pattern: string) => pattern.split('/').filter(Boolean);

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

  it('opens the user’s own pages without the catalogue’s patterns, and asks for them for any other address', () => {
    assert.deepEqual(resolve('/guideWork/phoneBook/Edit/42', '', withoutCatalogue), resolve('/guideWork/phoneBook/Edit/42', '', signedIn));
    assert.equal(resolve('/guideWork/phoneBook', '?size=20', withoutCatalogue).kind, 'page');
    assert.equal(resolve('/home', '', withoutCatalogue).kind, 'page');
    assert.equal(resolve('/404', '', withoutCatalogue).kind, 'page');
    assert.deepEqual(resolve('/system/staff', '', withoutCatalogue), { kind: 'needsCatalogue' });
    assert.deepEqual(resolve('/no/such/page', '', withoutCatalogue), { kind: 'needsCatalogue' });
    assert.deepEqual(resolve('/no/such/page', '', { ...withoutCatalogue, signedIn: false }), { kind: 'redirect', to: '/login?redirect=%2Fno%2Fsuch%2Fpage' });
  });

  it('finds no address of two pages of the catalogue, so that a page the user holds is never one they lack', () => {
    assert.ok(overlap(segments('/a/{id}'), segments('/a/Add')) && overlap(segments('/{a}/b'), segments('/c/{d}')) && overlap(segments('/a/Add/{id?}'), segments('/a/Add')));
    assert.ok(!overlap(segments('/a/Edit/{id}'), segments('/a/Details/{id}')) && !overlap(segments('/a/{id}'), segments('/a/b/{c}')));
    assert.ok(CATALOGUE_PATTERNS.length > 300);
    CATALOGUE_PATTERNS.forEach((pattern, i) => {
      const clash = CATALOGUE_PATTERNS.slice(i + 1).find((other) => overlap(segments(pattern), segments(other)));
      assert.equal(clash, undefined, `${pattern} and ${clash} share addresses`);
    });
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
    const ctx: RouteContext = { ...signedIn, known: [...known, '/v/basicInformation'], granted: [...signedIn.granted, '/v/basicInformation'], landings: new Map([['/v/basicInformation', '/guideWork/phoneBook']]) };
    assert.deepEqual(resolve('/v/basicInformation', '', ctx), { kind: 'redirect', to: '/guideWork/phoneBook' });
    assert.equal(resolve('/guideWork/phoneBook', '', ctx).kind, 'page');
  });

  it('sends /WorkRecord/… to the same address under /workRecord, keeping the rest and the query, signed in or not', () => {
    assert.deepEqual(resolve('/WorkRecord/inpatient', '', signedIn), { kind: 'redirect', to: '/workRecord/inpatient' });
    assert.deepEqual(resolve('/WorkRecord/inpatient/detail', '?id=7&a=b', signedIn), { kind: 'redirect', to: '/workRecord/inpatient/detail?id=7&a=b' });
    assert.deepEqual(resolve('/WorkRecord', '', anonymous), { kind: 'redirect', to: '/workRecord' });
    assert.deepEqual(resolve('/WorkRecordX/a', '', signedIn), { kind: 'redirect', to: '/404' });
    assert.ok(!CATALOGUE_PATTERNS.some((p) => p.startsWith('/WorkRecord')), 'the catalogue holds each page once, under /workRecord');
  });
});
