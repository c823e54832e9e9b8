/** The generic confirmation: 提示, 确定 and 取消, and no closing on Escape or a backdrop click (spec section 2). */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { confirm } from '../../src/ui/confirm.ts';
import { ConfirmHost } from '../../src/ui/ConfirmHost.tsx';

describe('the confirmation dialog', () => {
  afterEach(cleanup);

  /** Renders the host and asks; the answer is wrapped so that awaiting `ask` does not wait for it. */
  async function ask(message: string): Promise<{ answer: Promise<boolean> }> {
    render(<ConfirmHost />);
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = confirm(message);
    });
    return { answer };
  }

  it('asks under the title 提示 and resolves true for 确定', async () => {
    const { answer } = await ask('确定上传本地日志到服务器?');
    const dialog = screen.getByRole('dialog');
    assert.match(dialog.textContent ?? '', /^提示确定上传本地日志到服务器\?/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    assert.equal(await answer, true);
    assert.equal(screen.queryByRole('dialog'), null);
  });

  it('resolves false for 取消', async () => {
    const { answer } = await ask('确定清空本地日志记录?');
    screen.getByRole('dialog');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    assert.equal(await answer, false);
    assert.equal(screen.queryByRole('dialog'), null);
  });

  it('stays open on Escape', async () => {
    const { answer } = await ask('是否退出系统, 是否继续?');
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    assert.ok(screen.getByRole('dialog'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    assert.equal(await answer, true);
  });

  it('stays open on a click on the backdrop', async () => {
    const { answer } = await ask('是否退出系统, 是否继续?');
    await act(async () => {
      fireEvent.pointerDown(document.body);
      fireEvent.click(document.body);
    });
    assert.ok(screen.getByRole('dialog'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    assert.equal(await answer, false);
  });

  it('answers an unanswered question with 取消 when a newer one replaces it', async () => {
    const { answer: first } = await ask('first?');
    let second!: Promise<boolean>;
    await act(async () => {
      second = confirm('second?');
    });
    assert.equal(await first, false);
    assert.match(screen.getByRole('dialog').textContent ?? '', /second\?/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    assert.equal(await second, true);
  });
});
