/**
 * Where validation finds a resource's record checks (model/resources/recordChecks.ts): every checks module of
 * model/resources (`<name>Checks.ts` exporting `<name>Checks`) is listed under the declared resource it is named
 * after, a self-entry is checked as a cadre is, and the declarations themselves carry no checks.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cadreChecks } from '../../model/resources/cadreChecks.ts';
import { DECLARATIONS } from '../../model/resources/declarations.ts';
import { RESOURCES, resourceByName } from '../../model/resources/index.ts';
import { recordChecks } from '../../model/resources/recordChecks.ts';
import { projectRoot } from '../../server/paths.ts';

describe('record checks', () => {
  it('loads each resource\'s checks from the module named after it', async () => {
    const dir = path.join(projectRoot, 'model/resources');
    const modules = readdirSync(dir).filter((file) => /^[a-z][A-Za-z]*[a-z]Checks\.ts$/.test(file) && file !== 'recordChecks.ts').map((file) => file.slice(0, -'Checks.ts'.length));
    assert.ok(modules.length > 1);
    for (const name of modules) {
      const checks = ((await import(path.join(dir, `${name}Checks.ts`))) as Record<string, unknown>)[`${name}Checks`];
      assert.ok(Array.isArray(checks) && checks.length > 0, `${name}Checks.ts exports ${name}Checks`);
      assert.ok(resourceByName(name) ?? DECLARATIONS.find((def) => def.name === name), `${name}Checks.ts is named after a declared resource`);
      assert.equal(await recordChecks(name), checks, name);
    }
  });

  it('checks a self-entry as a cadre', async () => {
    assert.equal(await recordChecks('cadreSelfEntry'), cadreChecks);
  });

  it('has none for a resource without checks, or a name that is no resource', async () => {
    for (const name of ['stafftelphone', 'organization', 'nonesuch', 'toString', '__proto__']) assert.deepEqual(await recordChecks(name), [], name);
  });

  it('leaves them out of the declarations, which a list downloads', () => {
    assert.deepEqual(RESOURCES.filter((def) => 'checks' in def).map((def) => def.name), []);
  });
});
