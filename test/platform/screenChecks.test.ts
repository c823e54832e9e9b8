/**
 * Record checks come with what validates, not with the declaration (model/resources/recordChecks.ts): a list,
 * which only shows records, downloads no checks module nor the date and ID-number code they bring; a form
 * downloads its own resource's checks, in a chunk of their own. Read from the build's metafile (DIST_DIR): what
 * the entry, the workspace, the view and the declaration's chunks import statically, as screenTexts.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RESOURCE_MODULES } from '../../src/crud/resourceModules.ts';
import { projectRoot } from '../../server/paths.ts';

interface Meta {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>;
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as Meta;

/** The source files a screen loads: the chunks of the given entry points and what they import statically. */
function sourcesOf(entryPoints: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = Object.keys(meta.outputs).filter((out) => entryPoints.includes(meta.outputs[out]!.entryPoint ?? ''));
  assert.equal(stack.length, entryPoints.length, `chunks of ${entryPoints.join(', ')}`);
  while (stack.length) {
    const out = stack.pop()!;
    if (seen.has(out) || !out.endsWith('.js')) continue;
    seen.add(out);
    for (const i of meta.outputs[out]!.imports) if (i.kind === 'import-statement') stack.push(i.path);
  }
  return new Set([...seen].flatMap((out) => Object.keys(meta.outputs[out]!.inputs)));
}

/**
 * The checks modules and every source they import statically (the dates, the ID-number rules), short of an
 * entry point: the chunk root each lazy module imports (build/chunkRoots.mjs) is loaded before it anyway.
 */
function checksAndTheirImports(): Set<string> {
  const entries = new Set(Object.values(meta.outputs).flatMap((out) => (out.entryPoint ? [out.entryPoint] : [])));
  const found = new Set(Object.keys(meta.inputs).filter((input) => /^model\/resources\/\w+Checks\.ts$/.test(input) && !input.endsWith('/recordChecks.ts')));
  for (const file of found) {
    for (const i of meta.inputs[file]!.imports) if (i.kind === 'import-statement' && !entries.has(i.path)) found.add(i.path);
  }
  return found;
}

const SHELL = ['src/main.tsx', 'src/shell/Workspace.tsx'];

describe('the record checks each screen downloads', () => {
  const checks = checksAndTheirImports();

  it('a list downloads no record checks, whichever declaration it shows', () => {
    assert.ok(checks.has('model/resources/cadreChecks.ts') && checks.has('model/resources/cadreDates.ts') && checks.has('model/idCard.ts'), [...checks].join(', '));
    for (const name of Object.keys(RESOURCE_MODULES)) {
      const sources = sourcesOf([...SHELL, 'src/crud/list/ListPage.tsx', `model/resources/${name}.ts`]);
      assert.deepEqual([...checks].filter((file) => sources.has(file)), [], `the ${name} list`);
    }
  });

  it('a form loads them: its resource’s checks come as a chunk of their own', () => {
    const form = sourcesOf([...SHELL, 'src/crud/form/FormPage.tsx', 'model/resources/cadre.ts']);
    assert.ok(form.has('model/resource/validate.ts') && form.has('model/resources/recordChecks.ts'));
    assert.ok(!form.has('model/resources/cadreChecks.ts'), 'not every resource’s checks with every form');
    const own = Object.entries(meta.outputs).find(([, out]) => out.entryPoint === 'model/resources/cadreChecks.ts');
    assert.ok(own, 'the cadre’s checks are a lazily loaded chunk');
    assert.ok(sourcesOf(['model/resources/cadreChecks.ts']).has('model/resources/cadreDates.ts'), 'with the dates they use');
  });
});
