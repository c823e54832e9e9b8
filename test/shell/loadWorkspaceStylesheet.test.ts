/**
 * The workspace's stylesheet loads alongside its chunk (src/shell/loadWorkspaceStylesheet.ts): named by the
 * built index.html, appended after the public pages' sheet, and a failure is a CSS chunk failure, for which
 * the error boundary offers a reload. happy-dom loads no stylesheet (every one fails, as a file gone after a
 * deploy would); that it loads and styles the shell is test/e2e/stylesheets.test.ts's.
 */
import '../helpers/dom.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { loadWorkspaceStylesheet } from '../../src/shell/loadWorkspaceStylesheet.ts';
import { chunkErrorType } from '../../src/store/chunkError.ts';
import { consoleOf } from '../helpers/consoleGuard.ts';

describe('the workspace stylesheet', () => {
  afterEach(() => {
    for (const element of document.head.querySelectorAll('meta[name="workspace-stylesheet"], link')) element.remove();
  });

  it('loads nothing where the page names no sheet (a page the build did not write)', async () => {
    await loadWorkspaceStylesheet();
    assert.equal(document.head.querySelectorAll('link').length, 0);
  });

  it('is appended after the public pages’ sheet; a sheet that fails to load is a CSS chunk failure', async () => {
    let error: unknown;
    const written = await consoleOf(async () => {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/main-1a2b.css' }),
        Object.assign(document.createElement('meta'), { name: 'workspace-stylesheet', content: '/assets/Workspace-3c4d.css' }),
      );
      error = await loadWorkspaceStylesheet().then(
        () => assert.fail('a sheet that failed must not resolve'),
        (e: unknown) => e,
      );
    });
    // What the window says of each sheet it does not load, and nothing else.
    assert.ok(written.length > 0 && written.every((line) => line.includes('CSS file loading is disabled')), written.join('\n'));
    assert.deepEqual(
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')),
      ['/assets/main-1a2b.css', '/assets/Workspace-3c4d.css'],
    );
    assert.equal(chunkErrorType(error), 'CSS_CHUNK_LOAD_FAILED');
    assert.match((error as Error).message, /Workspace-3c4d\.css/);
  });
});
