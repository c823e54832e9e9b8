/**
 * Data the browser derives from model/ (`*.precomputed.ts`, build/precompute.mjs): the browser build ships
 * the same values the modules compute when run as written, as data and nothing else; an export that is not
 * JSON data fails the build. And the signed-in start (the shell with home) downloads nothing of the menu
 * catalogue: neither its groups, nor any resource declaration, nor its pages' patterns, which come in a chunk
 * of their own when an address is none of the user's pages (docs/performance.md).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
// @ts-expect-error: a build script in plain JavaScript
import { precompute } from '../../build/precompute.mjs';
import { projectRoot } from '../../server/paths.ts';
import { buildMeta, sourcesOf } from '../helpers/buildMeta.ts';

/** The module as the browser build ships it. */
async function built(file: string): Promise<{ code: string; exports: Record<string, unknown> }> {
  const result = await esbuild.build({ entryPoints: [file], absWorkingDir: projectRoot, bundle: true, write: false, format: 'esm', plugins: [precompute], logLevel: 'silent' });
  const code = result.outputFiles[0]!.text;
  return { code, exports: { ...(await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) } };
}

const precomputed = (dir: string): string[] =>
  readdirSync(path.join(projectRoot, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.precomputed.ts')).map((f) => path.join(dir, f));

describe('precomputed modules', () => {
  const files = precomputed('src');

  it('ship the values they compute, as data only', async () => {
    assert.ok(files.length >= 3, `found ${files.join(', ')}`);
    for (const file of files) {
      const { code, exports } = await built(file);
      const source = { ...(await import(pathToFileURL(path.join(projectRoot, file)).href)) };
      assert.deepEqual(exports, source, `${file}: the built values are the computed ones`);
      const outsideStrings = code.replace(/"(?:[^"\\]|\\.)*"/g, '""');
      assert.doesNotMatch(outsideStrings, /\bfunction\b|=>|\bimport\b|\brequire\b/, `${file}: nothing but data`);
    }
  });

  it('fail the build when an export is not JSON data', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompute-'));
    try {
      const file = path.join(dir, 'bad.precomputed.ts');
      writeFileSync(file, 'export const fine = [1, "a"];\nexport const bad = { at: () => 1 };\n');
      await assert.rejects(built(file), /bad of .*bad\.precomputed\.ts is not JSON data/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what the signed-in start downloads of the catalogue', () => {
  it('the entry, the shell and home carry neither the catalogue, its patterns nor any declaration', () => {
    const inputs = [...sourcesOf(['src/workspace.tsx', 'src/pages/home/HomePage.tsx'])];
    const patterns = 'src/router/cataloguePatterns.precomputed.ts';
    assert.ok(!inputs.includes(patterns), 'the patterns come when an address is none of the user’s pages');
    assert.ok(Object.values(buildMeta.outputs).some((out) => Object.hasOwn(out.inputs, patterns)), 'in a chunk of their own');
    assert.deepEqual(inputs.filter((f) => /^model\/(resources|menu\/groups)\/|^model\/menu\/(build|catalogue)\.ts$/.test(f)), []);
  });
});
