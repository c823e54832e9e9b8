/**
 * The workspace's first screen asked for before the menu arrives (src/shell/firstScreen.ts): the shell
 * remembers the menu's pages for its sign-in, and the next start of that sign-in asks for the page at the
 * address (its code, its declaration, a list's first page) while the user and the menu load.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, waitFor } from '@testing-library/react';
import { loadedResource } from '../../src/crud/loadResource.ts';
import { memoryLocation } from '../../src/router/location.ts';
import { installLocation } from '../../src/router/navigate.ts';
import { writeToken } from '../../src/session/tokenRecord.ts';
import { askFirstScreen } from '../../src/shell/firstScreen.ts';
import { storage } from '../../src/store/storage.ts';
import { settled } from '../helpers/settled.ts';
import { answers, catalogueMenu, openShell, requested, resetShell, signedIn } from './harness.tsx';

const PHONE_BOOK = '/guideWork/phoneBook';
const LIST_CALL = '/lgbsmp/api/v1/stafftelphone';
answers[LIST_CALL] = { records: [], total: 0, size: 10, current: 1 };

const listCalls = () => requested.filter((path) => path === LIST_CALL);
const signInAs = (signIn: string) => writeToken(storage, { access_token: 'token', refresh_token: null, expires_at: null, signIn });

/** The shell shown once for the sign-in, as after a sign-in; then closed, storage kept, as a reload leaves it. */
async function shownOnce(signIn: string, pages = ['guideWork/phoneBook']): Promise<void> {
  signInAs(signIn);
  signedIn(catalogueMenu(pages));
  openShell('/home');
  await settled();
  cleanup();
  requested.length = 0;
}

/** A start at `address`: the restore calls askFirstScreen before the menu is in. */
async function startAt(address: string): Promise<void> {
  installLocation(memoryLocation(address));
  askFirstScreen();
  await settled();
}

describe('the first screen, asked for before the menu', () => {
  afterEach(resetShell);

  it('asks for a remembered list page’s first page and its declaration at start', async () => {
    await shownOnce('sign-in-1');
    assert.equal(requested.includes(LIST_CALL), false, 'home asks for no list');
    await startAt(`${PHONE_BOOK}?name=张`);
    // A filtered address waits for the declaration, which reads the filters.
    await waitFor(() => assert.equal(loadedResource('stafftelphone')?.name, 'stafftelphone'));
    await waitFor(() => assert.deepEqual(listCalls(), [LIST_CALL], 'the list asked for once'));
  });

  it('guesses nothing from the pages of another sign-in (a colleague at the same desk)', async () => {
    await shownOnce('sign-in-1');
    signInAs('sign-in-2');
    await startAt(PHONE_BOOK);
    assert.deepEqual(listCalls(), []);
  });

  it('guesses nothing for an address that is none of the remembered pages, nor without a sign-in', async () => {
    await shownOnce('sign-in-1');
    await startAt('/guideWork/sendReceive');
    assert.deepEqual(requested.filter((path) => path === '/lgbsmp/api/v1/policyDocument'), [], 'a page the menu of this sign-in does not hold');
    storage.remove('token');
    await startAt(PHONE_BOOK);
    assert.deepEqual(listCalls(), []);
  });

  it('draws a list whose first page came ahead with its rows at once: no skeleton, nothing asked again', async () => {
    answers[LIST_CALL] = { records: [{ id: 'p1', userName: '王建国', phonenumber: '13800000000', sort: 1 }], total: 1, size: 10, current: 1 };
    await shownOnce('sign-in-1');
    // A filter of its own: the first test's unfiltered answer, never taken, waits under the plain page's key.
    const address = `${PHONE_BOOK}?userName=王`;
    await startAt(address);
    await waitFor(() => assert.deepEqual(listCalls(), [LIST_CALL]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Whatever the table draws is seen as it is drawn: a skeleton row (aria-hidden) would be the empty first drawing.
    let skeleton = false;
    const watch = new MutationObserver(() => (skeleton ||= document.querySelector('main tbody tr[aria-hidden]') !== null));
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      openShell(address);
      await waitFor(() => assert.ok(document.querySelector('main tbody tr:not([aria-hidden])')?.textContent?.includes('王建国')));
      await settled();
    } finally {
      watch.disconnect();
    }
    assert.equal(skeleton, false, 'the rows are the table’s first drawing');
    assert.deepEqual(listCalls(), [LIST_CALL], 'the page already in is not asked for again');
  });

  it('gives the page’s code as it loads: a shell drawn once it is in draws the page at once, never its loading line', async () => {
    // A page whose code no earlier case of this file loaded.
    const POLICIES = '/guideWork/sendReceive';
    answers['/lgbsmp/api/v1/policyDocument'] = { records: [], total: 0, size: 10, current: 1 };
    await shownOnce('sign-in-1', ['guideWork/phoneBook', 'guideWork/sendReceive']);
    installLocation(memoryLocation(POLICIES));
    const code = askFirstScreen();
    assert.ok(code, 'a remembered page’s code is given');
    await code;
    let loadingLine = false;
    const watch = new MutationObserver(() => (loadingLine ||= document.querySelector('main p[aria-busy]') !== null));
    watch.observe(document.body, { childList: true, subtree: true });
    try {
      openShell(POLICIES);
      await waitFor(() => assert.ok(document.querySelector('main table')));
      await settled();
    } finally {
      watch.disconnect();
    }
    assert.equal(loadingLine, false, 'the page is the shell’s first drawing of it');
    storage.remove('token');
    assert.equal(askFirstScreen(), undefined, 'without a sign-in nothing is guessed');
  });

  it('remembers the menu anew when it has changed (a role granted since)', async () => {
    answers['/lgbsmp/api/v1/policyDocument'] = { records: [], total: 0, size: 10, current: 1 };
    await shownOnce('sign-in-1');
    await shownOnce('sign-in-1', ['guideWork/phoneBook', 'guideWork/sendReceive']);
    await startAt('/guideWork/sendReceive');
    await waitFor(() => assert.ok(requested.includes('/lgbsmp/api/v1/policyDocument')));
  });
});
