/**
 * The browser build's metafile (build.mjs writes `client-meta.json` beside the app DIST_DIR names), for the
 * tests of what each screen downloads: which chunks a screen loads and which source files they hold.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/paths.ts';

export interface BuildMeta {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

export const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
export const buildMeta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as BuildMeta;

/** The chunks (output paths) of the given entry points and what they import statically. */
export function chunksOf(entryPoints: readonly string[]): string[] {
  const { outputs } = buildMeta;
  const seen = new Set<string>();
  const stack = Object.keys(outputs).filter((out) => entryPoints.includes(outputs[out]!.entryPoint ?? ''));
  assert.equal(stack.length, entryPoints.length, `chunks of ${entryPoints.join(', ')}`);
  while (stack.length) {
    const out = stack.pop()!;
    if (seen.has(out) || !out.endsWith('.js')) continue;
    seen.add(out);
    for (const i of outputs[out]!.imports) if (i.kind === 'import-statement') stack.push(i.path);
  }
  return [...seen];
}

/** The source files a screen loads: those in the chunks of the given entry points and what they import statically. */
export function sourcesOf(entryPoints: readonly string[]): Set<string> {
  return new Set(chunksOf(entryPoints).flatMap((out) => Object.keys(buildMeta.outputs[out]!.inputs)));
}
