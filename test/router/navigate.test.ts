import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { href, memoryLocation } from '../../src/router/location.ts';
import { currentPath, installDocument, installLocation, navigate, setLeaveGuard } from '../../src/router/navigate.ts';

/** A question the test answers. */
function question() {
  let answer!: (yes: boolean) => void;
  const asked: string[] = [];
  const guard = (to: string) => {
    asked.push(to);
    return new Promise<boolean>((resolve) => (answer = resolve));
  };
  return { guard, asked, answer: (yes: boolean) => answer(yes) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('navigation and the leave guard', () => {
  let removeGuard = () => {};
  afterEach(() => removeGuard());

  it('goes at once when the guard lets it, and navigating to the current page adds no history entry', () => {
    const location = memoryLocation('/home');
    installLocation(location);
    navigate('/guideWork/phoneBook?size=20');
    navigate('/guideWork/phoneBook?size=20');
    assert.equal(currentPath(), '/guideWork/phoneBook?size=20');
    assert.deepEqual(location.history.map(href), ['/home', '/guideWork/phoneBook?size=20']);
  });

  it('holds a navigation until the guard answers, and stays on 取消', async () => {
    installLocation(memoryLocation('/form/Edit/1'));
    const q = question();
    removeGuard = setLeaveGuard(q.guard);
    navigate('/list');
    assert.equal(currentPath(), '/form/Edit/1');
    assert.deepEqual(q.asked, ['/list']);
    q.answer(false);
    await settle();
    assert.equal(currentPath(), '/form/Edit/1');
    navigate('/list');
    q.answer(true);
    await settle();
    assert.equal(currentPath(), '/list');
  });

  it('undoes a back step off a held page while asking, and redoes it on 确定', async () => {
    const location = memoryLocation('/list');
    installLocation(location);
    navigate('/form/Edit/1');
    const q = question();
    removeGuard = setLeaveGuard(q.guard);
    location.back();
    assert.equal(currentPath(), '/form/Edit/1', 'the held page is shown again while the user decides');
    assert.deepEqual(q.asked, ['/list']);
    q.answer(true);
    await settle();
    assert.equal(currentPath(), '/list');
  });

  it('keeps the held page after a back step answered with 取消', async () => {
    const location = memoryLocation('/list');
    installLocation(location);
    navigate('/form/Edit/1');
    const q = question();
    removeGuard = setLeaveGuard(q.guard);
    location.back();
    q.answer(false);
    await settle();
    assert.equal(currentPath(), '/form/Edit/1');
  });
});

describe('navigation between the two documents', () => {
  const loads: string[] = [];
  const global = globalThis as { window?: unknown };
  const before = global.window;
  afterEach(() => {
    installDocument(undefined);
    global.window = before;
    loads.length = 0;
  });

  it('shows in place what its document shows, and loads any other app address in full, in the other document', () => {
    global.window = { location: { assign: (to: string) => loads.push(`assign ${to}`), replace: (to: string) => loads.push(`replace ${to}`) } };
    const location = memoryLocation('/home');
    installLocation(location);
    installDocument('workspace.html');
    navigate('/404');
    navigate('/lock');
    assert.deepEqual(location.history.map(href), ['/home', '/404', '/lock'], 'the error pages and the lock page are the workspace’s too');
    navigate('/login?redirect=%2Fhome');
    assert.deepEqual(loads, ['assign /login?redirect=%2Fhome']);

    installLocation(memoryLocation('/login'));
    installDocument('index.html');
    navigate('/403');
    navigate('/home', { replace: true });
    assert.deepEqual(loads, ['assign /login?redirect=%2Fhome', 'replace /home'], 'after a sign-in, the workspace');
    assert.equal(currentPath(), '/403');
  });

  it('once leaving the document, navigates no more in it: the address it leaves for stays', () => {
    global.window = { location: { assign: (to: string) => loads.push(`assign ${to}`), replace: (to: string) => loads.push(`replace ${to}`) } };
    installLocation(memoryLocation('/'));
    installDocument('workspace.html');
    // A logout leads to the login portal with the way back; the router then answers the ended session.
    navigate('/login?redirect=%2F');
    navigate('/login', { replace: true });
    navigate('/home');
    assert.deepEqual(loads, ['assign /login?redirect=%2F']);
    assert.equal(currentPath(), '/');
  });
});
