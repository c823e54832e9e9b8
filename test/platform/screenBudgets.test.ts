/**
 * Issue 5's download budgets, held by the build (docs/performance.md): the sign-in page at most 95 KB and the
 * shell with a list page at most 140 KB of gzip JavaScript and CSS (KB = 1000 bytes), as the server sends them
 * (`.gz` made at build time). A screen's files are read from the metafile: the chunks of its entry points and
 * what they import statically, with the stylesheet its document links (index.html for the sign-in page,
 * workspace.html for the workspace). `npm run bench` measures the same screens in Chromium, from what the
 * browser requests, and finds the same files (session 5: 5 and 9, 89 280 and 129 444 bytes).
 */
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { projectRoot } from '../../server/paths.ts';
import { chunksOf, distRoot } from '../helpers/buildMeta.ts';

const publicDir = path.join(distRoot, 'public');

/** A screen's scripts as the browser asks for them: the chunks of its entry points and what they import statically. */
const scriptsOf = (entryPoints: readonly string[]) =>
  chunksOf(entryPoints).map((out) => '/' + path.relative(publicDir, path.join(projectRoot, out)).split(path.sep).join('/'));

/** The stylesheet a document links. */
function sheetOf(document: string): string {
  const html = readFileSync(path.join(publicDir, document), 'utf8');
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);
  assert.equal(sheets.length, 1, document);
  return sheets[0]!;
}

/** Bytes as sent with Content-Encoding gzip: the `.gz` sibling (the file itself when too small to have one). */
const sent = (file: string) => {
  const full = path.join(publicDir, file);
  try {
    return statSync(`${full}.gz`).size;
  } catch {
    return statSync(full).size;
  }
};

describe('what each screen downloads, against its budget', () => {
  it('the sign-in page: at most 95 KB', (t) => {
    const files = [...scriptsOf(['src/main.tsx']), sheetOf('index.html')];
    const total = files.reduce((sum, file) => sum + sent(file), 0);
    t.diagnostic(`${total} bytes in ${files.length} files`);
    assert.ok(total <= 95_000, `${total} bytes: ${files.join(', ')}`);
  });

  it('the shell with the cadre list, on a signed-in reload: at most 140 KB', (t) => {
    const files = [...scriptsOf(['src/workspace.tsx', 'src/crud/list/ListPage.tsx', 'model/resources/cadre.ts']), sheetOf('workspace.html')];
    const total = files.reduce((sum, file) => sum + sent(file), 0);
    t.diagnostic(`${total} bytes in ${files.length} files`);
    assert.ok(total <= 140_000, `${total} bytes: ${files.join(', ')}`);
  });
});
