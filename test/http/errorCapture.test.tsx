/** What the window reports reaches the error log: uncaught errors, unhandled rejections, chunk files that fail. */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { RequestError } from '../../src/http/errors.ts';
import { installErrorCapture } from '../../src/store/errorCapture.ts';
import { createErrorLog, type ErrorLog } from '../../src/store/errorLog.ts';
import { createStorage } from '../../src/store/storage.ts';
import { consoleOf } from '../helpers/consoleGuard.ts';
import { MemoryStorage } from '../helpers/memoryStorage.ts';

describe('error capture', () => {
  let log: ErrorLog;
  let uninstall: () => void;
  beforeEach(() => {
    log = createErrorLog({ storage: createStorage({ local: () => new MemoryStorage() }) });
    uninstall = installErrorCapture(window, log);
  });
  afterEach(() => uninstall());

  function rejectionEvent(reason: unknown): Event {
    return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
  }

  it('logs an uncaught error with its stack and script position', () => {
    const error = new TypeError('menu is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'http://127.0.0.1:8080/assets/main.js', lineno: 3, colno: 14 }));
    const [entry] = log.getState().entries;
    assert.equal(entry?.type, 'error');
    assert.equal(entry?.message, 'menu is undefined');
    assert.match(entry?.stack ?? '', /TypeError: menu is undefined/);
    assert.equal(entry?.info, 'http://127.0.0.1:8080/assets/main.js:3:14');
    assert.equal(entry?.url, 'http://127.0.0.1:8080/');
  });

  it('logs an unhandled rejection', () => {
    window.dispatchEvent(rejectionEvent(new Error('push channel closed')));
    window.dispatchEvent(rejectionEvent({ reason: 'plain object' }));
    assert.deepEqual(
      log.getState().entries.map((entry) => [entry.type, entry.message]),
      [
        ['unhandledrejection', 'push channel closed'],
        ['unhandledrejection', '{"reason":"plain object"}'],
      ],
    );
  });

  it('leaves request failures to the request layer, which has already shown and logged them', () => {
    window.dispatchEvent(rejectionEvent(new RequestError({ code: 'http', method: 'GET', path: '/admin/user', userMessage: '资源不存在', status: 404 })));
    assert.deepEqual(log.getState().entries, []);
  });

  it('logs a dynamic import that failed as ChunkLoadError', () => {
    window.dispatchEvent(rejectionEvent(new TypeError('error loading dynamically imported module: http://127.0.0.1:8080/assets/Vanguard-9f8e.js')));
    assert.deepEqual(log.getState().entries.map((entry) => entry.type), ['ChunkLoadError']);
  });

  it('logs a stylesheet that failed to load as CSS_CHUNK_LOAD_FAILED and a script as ChunkLoadError', async () => {
    // happy-dom loads no stylesheet or script: both fail as a stale tab's would, and the window says why.
    const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/main-1a2b.css' });
    const script = Object.assign(document.createElement('script'), { src: '/assets/Cadres-3c4d.js' });
    const failed = [sheet, script].map((element) => new Promise((resolve) => element.addEventListener('error', resolve)));
    const written = await consoleOf(async () => {
      document.head.append(sheet, script);
      await Promise.all(failed);
    });
    assert.ok(written.length === 2 && written.every((line) => /(CSS|JavaScript) file loading is disabled/.test(line)), written.join('\n'));
    assert.deepEqual(
      log.getState().entries.map((entry) => [entry.type, entry.info]),
      [
        ['CSS_CHUNK_LOAD_FAILED', 'http://127.0.0.1:8080/assets/main-1a2b.css'],
        ['ChunkLoadError', 'http://127.0.0.1:8080/assets/Cadres-3c4d.js'],
      ],
    );
    sheet.remove();
    script.remove();
  });

  it('ignores images that fail to load: they are not code', () => {
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    image.remove();
    assert.deepEqual(log.getState().entries, []);
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), message: 'late' }));
    assert.deepEqual(log.getState().entries, []);
  });
});
