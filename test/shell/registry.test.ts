/**
 * The page registry (src/pages/registry.ts): a menu page's component from the resource the user's menu says
 * it shows, one component per page whatever menu it comes from, hand-written pages first.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CADRE_PAGES } from '../../src/pages/cadre/pages.ts';
import { hasPage, pageFor } from '../../src/pages/registry.ts';

const PHONE_BOOK = '/guideWork/phoneBook';
const menu = new Map([[PHONE_BOOK, 'stafftelphone']]);
const none = new Map<string, string>();

describe('the page registry', () => {
  it('binds the crud views at and below a page the menu says shows a resource', () => {
    for (const view of ['', '/Add', '/Edit/{id}', '/Details/{id}', '/recycle']) {
      assert.ok(hasPage(PHONE_BOOK + view, menu), view);
      assert.notEqual(pageFor(PHONE_BOOK + view, menu), pageFor('/no/such/page', none), view);
    }
    assert.notEqual(pageFor(PHONE_BOOK, menu).Page, pageFor(`${PHONE_BOOK}/Add`, menu).Page, 'the list and the form are two views');
    assert.equal(pageFor(`${PHONE_BOOK}/Edit/{id}`, menu).Page, pageFor(`${PHONE_BOOK}/Edit/{id}`, menu).Page);
  });

  it('keeps one component per page across menus, so that React does not remount it when the menu reloads', () => {
    const reloaded = new Map([[PHONE_BOOK, 'stafftelphone'], ['/other', 'policyDocument']]);
    assert.equal(pageFor(PHONE_BOOK, reloaded), pageFor(PHONE_BOOK, menu));
    assert.notEqual(pageFor('/other', reloaded), pageFor(PHONE_BOOK, menu));
  });

  it('has no crud view for a page whose menu entry shows no resource: the not-built page', () => {
    assert.equal(hasPage(PHONE_BOOK, none), false);
    assert.equal(hasPage(`${PHONE_BOOK}/Add`, none), false);
    assert.equal(pageFor(PHONE_BOOK, none), pageFor('/no/such/page', none));
    assert.equal(hasPage('/guideWork/phoneBook/Print', menu), false, 'a path below the page that is no crud view');
  });

  it('prefers a hand-written page to the crud views', () => {
    const [pattern, page] = Object.entries(CADRE_PAGES)[0]!;
    assert.equal(pageFor(pattern, new Map([[pattern, 'cadre']])).Page, page);
  });
});
