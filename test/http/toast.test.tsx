/** Toasts: Radix-based, one per distinct message at a time. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../../src/ui/toast.tsx';
import { dismissToast, showToast, toastStore } from '../../src/ui/toastStore.ts';

describe('toasts', () => {
  afterEach(() => {
    cleanup();
    toastStore.setState({ toasts: [] });
  });

  it('shows a message once however often it is reported while it is on screen', () => {
    render(<Toaster />);
    act(() => {
      showToast('资源不存在');
      showToast('资源不存在');
      showToast('资源不存在');
    });
    assert.equal(screen.getAllByText('资源不存在').filter((node) => node.closest('li')).length, 1);
    assert.equal(toastStore.getState().toasts.length, 1);
  });

  it('shows distinct messages side by side', () => {
    render(<Toaster />);
    act(() => {
      showToast('资源不存在');
      showToast('请求过频繁');
    });
    assert.deepEqual(
      toastStore.getState().toasts.map((toast) => toast.message),
      ['资源不存在', '请求过频繁'],
    );
    assert.ok(screen.getAllByText('请求过频繁').some((node) => node.closest('li')));
  });

  it('shows a message again after its toast was dismissed', () => {
    showToast('资源不存在');
    const [first] = toastStore.getState().toasts;
    dismissToast(first!.id);
    showToast('资源不存在');
    const again = toastStore.getState().toasts;
    assert.equal(again.length, 1);
    assert.notEqual(again[0]?.id, first?.id);
  });

  it('closes a toast with its 关闭 button', () => {
    render(<Toaster />);
    act(() => showToast('发送成功!', 'success'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    assert.deepEqual(toastStore.getState().toasts, []);
  });

  it('styles the tone with the semantic colour tokens', () => {
    render(<Toaster />);
    act(() => {
      showToast('出错了');
      showToast('清空成功!', 'success');
    });
    const error = screen.getAllByText('出错了').find((node) => node.closest('li'))!.closest('li')!;
    const success = screen.getAllByText('清空成功!').find((node) => node.closest('li'))!.closest('li')!;
    assert.match(error.className, /\bborder-danger\b/);
    assert.match(error.className, /\bbg-surface\b/);
    assert.match(success.className, /\bborder-success\b/);
  });
});
