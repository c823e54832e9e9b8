/**
 * Record checks come with what validates, not with the declaration (model/resources/recordChecks.ts): a list,
 * which only shows records, downloads no checks module nor the date and ID-number code they bring; a form
 * downloads its own resource's checks, in a chunk of their own. Read from the build's metafile (DIST_DIR): what
 * the entry, the workspace, the view and the declaration's chunks import statically, as screenTexts.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RESOURCE_MODULES } from '../../src/crud/resourceModules.ts';
import { buildMeta, sourcesOf } from '../helpers/buildMeta.ts';

const meta = buildMeta;

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
