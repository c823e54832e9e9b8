/**
 * The one submit of the portal's forms (src/http/useSubmit.ts): one send at a time, and a refusal shown
 * under the fields it names, on the form's problem line otherwise, or not twice when the request layer has
 * toasted it. The dialogs' own tests send real refusals from the server; these pin the rules.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FieldError } from '../../model/wire.ts';
import { RequestError } from '../../src/http/errors.ts';
import { conflicted, useSubmit, type SubmitOptions } from '../../src/http/useSubmit.ts';

function refusal(status: number, userMessage: string, errors?: FieldError[]): RequestError {
  return new RequestError({ code: 'http', method: 'POST', path: '/admin/x', status, userMessage, body: { code: 1, msg: userMessage, data: errors ? { errors } : null } });
}

function submitter(options: Partial<SubmitOptions> = {}) {
  const shown: FieldError[][] = [];
  const hook = renderHook(() => useSubmit({ fields: ['name', 'code'], show: (errors) => shown.push(errors), ...options }));
  const run = async (send: () => Promise<unknown>) => {
    let went = false;
    await act(async () => {
      went = await hook.result.current.run(send);
    });
    return went;
  };
  return { hook, shown, run };
}

describe('useSubmit', () => {
  afterEach(cleanup);

  it('shows the fields’ messages under them and the others on the problem line', async () => {
    const { hook, shown, run } = submitter();
    const went = await run(() => Promise.reject(refusal(400, '参数错误', [{ field: 'name', message: '名称不能为空' }, { field: 'orgIds', message: '请选择机构' }])));
    assert.equal(went, false);
    assert.deepEqual(shown, [[{ field: 'name', message: '名称不能为空' }]]);
    assert.equal(hook.result.current.problem, '请选择机构');
    assert.equal(hook.result.current.busy, false);
  });

  it('puts a refusal that names no field on the problem line, unless it was toasted', async () => {
    const quiet = submitter();
    await quiet.run(() => Promise.reject(refusal(403, '没有权限')));
    assert.equal(quiet.hook.result.current.problem, '没有权限');
    const toasted = submitter({ toasted: true });
    await toasted.run(() => Promise.reject(refusal(403, '没有权限')));
    assert.equal(toasted.hook.result.current.problem, '');
  });

  it('leaves a conflict to the form’s reload offer', async () => {
    let conflict = '';
    const { hook, shown, run } = submitter({ refused: (e) => conflicted(e, (message) => (conflict = message)) });
    await run(() => Promise.reject(refusal(409, '数据已被他人修改')));
    assert.equal(conflict, '数据已被他人修改');
    assert.deepEqual(shown, []);
    assert.equal(hook.result.current.problem, '');
  });

  it('sends once while a send is on its way, and clears the last problem when it goes through', async () => {
    const { hook, run } = submitter();
    await run(() => Promise.reject(refusal(500, '服务器错误')));
    assert.equal(hook.result.current.problem, '服务器错误');
    let finish!: () => void;
    let sends = 0;
    const send = () => {
      sends++;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    await act(async () => {
      first = hook.result.current.run(send);
      second = hook.result.current.run(send);
    });
    assert.equal(hook.result.current.busy, true);
    assert.equal(await second, false);
    await act(async () => {
      finish();
      await first;
    });
    assert.equal(sends, 1);
    assert.equal(await first, true);
    assert.equal(hook.result.current.problem, '');
    assert.equal(hook.result.current.busy, false);
  });

  it('rethrows what is not a refusal: a bug is not a message', async () => {
    const { run } = submitter();
    await assert.rejects(run(() => Promise.reject(new TypeError('x is undefined'))), TypeError);
  });

  it('lets a form see each refusal first, and shows nothing for a call the page cancelled', async () => {
    const seen: number[] = [];
    const { hook, run } = submitter({ refused: (e) => (seen.push(e.status ?? 0), false) });
    await run(() => Promise.reject(refusal(401, '用户名不存在或密码错误')));
    assert.deepEqual(seen, [401], 'the form emptied its password, say, and the message shows as usual');
    assert.equal(hook.result.current.problem, '用户名不存在或密码错误');
    await run(() => Promise.reject(new RequestError({ code: 'aborted', method: 'POST', path: '/admin/x', userMessage: '请求已取消' })));
    assert.deepEqual(seen, [401], 'a cancelled call is no refusal');
    assert.equal(hook.result.current.problem, '');
  });

  it('serves a button with no fields: a field’s message goes on the problem line', async () => {
    const hook = renderHook(() => useSubmit());
    await act(async () => {
      await hook.result.current.run(() => Promise.reject(refusal(400, '参数错误', [{ field: 'mobile', message: '手机号格式不正确' }])));
    });
    assert.equal(hook.result.current.problem, '手机号格式不正确');
  });
});
