/** Pages never go blank: render errors are logged and offer 重试; a chunk that fails to load offers a reload. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { ChunkLoadError } from '../../src/store/chunkError.ts';
import { errorLog, type ErrorReport } from '../../src/store/errorLog.ts';
import { lazyPage } from '../../src/ui/lazyPage.tsx';
import { PageErrorBoundary } from '../../src/ui/PageErrorBoundary.tsx';
import { consoleOf } from '../helpers/consoleGuard.ts';
import { FakeTimers } from '../helpers/fakeTimers.ts';

/**
 * React reports an error a boundary caught on console.error; the tests look at the log instead, and check
 * that the console said nothing but that.
 */
async function caught(error: RegExp, run: () => Promise<void>): Promise<void> {
  const written = await consoleOf(run);
  assert.ok(written.length > 0 && written.every((line) => error.test(line)), written.join('\n'));
}

function Broken(): never {
  throw new TypeError('cadre.name is undefined');
}

describe('page errors', () => {
  afterEach(cleanup);

  it('logs a render error with its component stack and offers 重试, which renders the page again', async () => {
    const reports: ErrorReport[] = [];
    let fail = true;
    function Flaky() {
      if (fail) throw new TypeError('cadre.name is undefined');
      return <p>离退休干部信息</p>;
    }
    await caught(/cadre\.name is undefined/, async () => {
      render(
        <PageErrorBoundary report={(report) => reports.push(report)}>
          <Flaky />
        </PageErrorBoundary>,
      );
    });
    assert.equal(screen.getByRole('alert').textContent, '页面出错了，错误已记入本地日志重试');
    assert.equal(reports.length, 1);
    assert.equal(reports[0]?.type, 'render');
    assert.equal(reports[0]?.message, 'cadre.name is undefined');
    assert.match(reports[0]?.stack ?? '', /TypeError: cadre\.name is undefined/);
    assert.match(reports[0]?.info ?? '', /Flaky/);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    assert.ok(screen.getByText('离退休干部信息'));
  });

  it('reports a lazy page whose chunk is gone after a deploy as ChunkLoadError in the error log and offers a reload', async () => {
    errorLog.clear();
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8080/assets/Cadres-1a2b3c.js'));
    const Page = lazyPage(gone);
    await caught(/Cadres-1a2b3c\.js/, async () => {
      await act(async () => {
        render(<Page />);
      });
    });
    assert.equal(screen.getByRole('alert').textContent, '系统已更新，请刷新页面后继续使用刷新页面');
    const entries = errorLog.getState().entries;
    assert.deepEqual(entries.map((entry) => entry.type), ['ChunkLoadError']);
    assert.match(entries[0]?.message ?? '', /Cadres-1a2b3c\.js/);
    assert.equal(entries[0]?.url, 'http://127.0.0.1:8080/');
  });

  it('logs a chunk failure caught by the boundary as ChunkLoadError, and its reload button reloads', async () => {
    const reports: ErrorReport[] = [];
    let reloads = 0;
    function Missing(): never {
      throw new TypeError('Importing a module script failed.');
    }
    await caught(/Importing a module script failed/, async () => {
      render(
        <PageErrorBoundary report={(report) => reports.push(report)} reload={() => reloads++}>
          <Missing />
        </PageErrorBoundary>,
      );
    });
    assert.deepEqual(reports.map((report) => report.type), ['ChunkLoadError']);
    fireEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    assert.equal(reloads, 1);
  });

  it('logs a stylesheet chunk failure as CSS_CHUNK_LOAD_FAILED', async () => {
    const reports: ErrorReport[] = [];
    function Unstyled(): never {
      throw Object.assign(new Error('Loading CSS chunk 12 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    }
    await caught(/Loading CSS chunk 12 failed/, async () => {
      render(
        <PageErrorBoundary report={(report) => reports.push(report)} reload={() => {}}>
          <Unstyled />
        </PageErrorBoundary>,
      );
    });
    assert.deepEqual(reports.map((report) => report.type), ['CSS_CHUNK_LOAD_FAILED']);
    assert.ok(screen.getByRole('button', { name: '刷新页面' }));
  });

  it('turns a chunk that loads for longer than the chunk timeout into a ChunkLoadError', async () => {
    const timers = new FakeTimers();
    const Page = lazyPage(() => new Promise<never>(() => {}), { timers });
    const loading = Page.preload();
    assert.deepEqual([...timers.pending.values()].map((timer) => timer.ms), [120_000]);
    timers.fireAll();
    await assert.rejects(loading, (error: unknown) => error instanceof ChunkLoadError && error.name === 'ChunkLoadError');
  });

  it('loads a page once, clears its chunk timer, and renders it inside its own boundary', async () => {
    const timers = new FakeTimers();
    let loads = 0;
    const Page = lazyPage<{ title: string }>(
      async () => {
        loads++;
        return { default: ({ title }: { title: string }) => <h1>{title}</h1> };
      },
      { timers },
    );
    await Page.preload();
    assert.equal(timers.pending.size, 0);
    await act(async () => {
      render(<Page title="银龄先锋" />);
    });
    assert.ok(screen.getByRole('heading', { name: '银龄先锋' }));
    assert.equal(loads, 1);
  });

  it('draws a page whose code is in already in the same render, without suspending on the way', () => {
    const Page = lazyPage<{ title: string }>(async () => ({ default: ({ title }: { title: string }) => <h1>{title}</h1> }));
    return Page.preload().then(() => {
      // A synchronous render, outside act's flushing of suspended content: the page is there at once.
      const { container } = render(<Page title="银龄先锋" />);
      assert.equal(container.querySelector('[aria-busy]'), null);
      assert.ok(screen.getByRole('heading', { name: '银龄先锋' }));
    });
  });

  it('shows 加载中 while a page not yet preloaded downloads, then the page', async () => {
    let arrive!: () => void;
    const Page = lazyPage<{ title: string }>(() => new Promise((resolve) => (arrive = () => resolve({ default: ({ title }: { title: string }) => <h1>{title}</h1> }))));
    render(<Page title="银龄先锋" />);
    assert.equal(screen.getByText('加载中…').getAttribute('aria-busy'), 'true');
    await act(async () => arrive());
    assert.ok(await screen.findByRole('heading', { name: '银龄先锋' }));
  });

  it('asks ahead for what a page shows once as it mounts, before its code has arrived, and again only when mounted anew', async () => {
    let arrive!: () => void;
    const asked: string[] = [];
    const Page = lazyPage<{ title: string }>(
      () => new Promise((resolve) => (arrive = () => resolve({ default: ({ title }: { title: string }) => <h1>{title}</h1> }))),
      { ahead: ({ title }) => asked.push(title) },
    );
    const { rerender, unmount } = render(<Page title="通讯录" />);
    assert.deepEqual(asked, ['通讯录'], 'asked while the page still waits for its code');
    await act(async () => arrive());
    rerender(<Page title="通讯录" />);
    await screen.findByRole('heading', { name: '通讯录' });
    assert.deepEqual(asked, ['通讯录'], 'not again for a render of the same page');
    unmount();
    render(<Page title="通讯录" />);
    assert.deepEqual(asked, ['通讯录', '通讯录']);
  });

  it('shows a page whose code arrived while it was hidden behind another tag once it is shown', async () => {
    let arrive!: () => void;
    const Page = lazyPage<{ title: string }>(() => new Promise((resolve) => (arrive = () => resolve({ default: ({ title }: { title: string }) => <h1>{title}</h1> }))));
    const { rerender } = render(
      <Activity mode="hidden">
        <Page title="银耀之江" />
      </Activity>,
    );
    await act(async () => arrive());
    rerender(
      <Activity mode="visible">
        <Page title="银耀之江" />
      </Activity>,
    );
    assert.ok(await screen.findByRole('heading', { name: '银耀之江' }));
  });

  it('keeps a page render error inside the page: the shell around it stays', async () => {
    await caught(/cadre\.name is undefined/, async () => {
      render(
        <main>
          <nav>菜单</nav>
          <PageErrorBoundary report={() => {}}>
            <Broken />
          </PageErrorBoundary>
        </main>,
      );
    });
    assert.ok(screen.getByText('菜单'));
    assert.ok(screen.getByRole('alert'));
  });
});
