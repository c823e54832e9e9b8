import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { href, memoryLocation } from '../../src/router/location.ts';
import { currentPath, installLocation, navigate, setLeaveGuard } from '../../src/router/navigate.ts';

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
