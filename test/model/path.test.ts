import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fill, match } from '../../model/path.ts';

describe('path patterns', () => {
  it('matches static paths, ignoring one trailing slash', () => {
    assert.deepEqual(match('/guideWork/phoneBook', '/guideWork/phoneBook'), {});
    assert.deepEqual(match('/guideWork/phoneBook', '/guideWork/phoneBook/'), {});
    assert.equal(match('/guideWork/phoneBook', '/guideWork/phoneBookX'), null);
    assert.equal(match('/guideWork/phoneBook', '/guideWork/phoneBook//'), null);
    assert.equal(match('/guideWork/phoneBook', '/guideWork/phonebook'), null);
    assert.equal(match('/guide.Work', '/guideXWork'), null);
    assert.deepEqual(match('/', ''), {});
    assert.deepEqual(match('/', '/'), {});
    assert.equal(match('/', '//'), null);
  });

  it('captures and decodes {params}', () => {
    assert.deepEqual(match('/vanguard/partyBuilding/details/{city}/{id}', '/vanguard/partyBuilding/details/%E6%9D%AD%E5%B7%9E/42'), { city: '杭州', id: '42' });
  });

  it('treats {name?} as an optional last segment', () => {
    assert.deepEqual(match('/vanguard/doublePioneer/Add/{id?}', '/vanguard/doublePioneer/Add'), {});
    assert.deepEqual(match('/vanguard/doublePioneer/Add/{id?}', '/vanguard/doublePioneer/Add/7'), { id: '7' });
  });

  it('does not let a param swallow a slash', () => {
    assert.equal(match('/x/{id}', '/x/1/2'), null);
  });

  it('fills a pattern, encoding values, and refuses a missing required param', () => {
    assert.equal(fill('/home/homeDetails/{id}/{type}', { id: 'a b', type: 'notice' }), '/home/homeDetails/a%20b/notice');
    assert.equal(fill('/x/Add/{id?}', {}), '/x/Add');
    assert.throws(() => fill('/x/{id}', {}));
  });
});
