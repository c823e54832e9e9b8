/**
 * The browser's one way to a resource declaration (src/crud/loadResource.ts): every declared resource is
 * found at model/resources/<name>.ts under its own name (the chunk the page loads), comes with the
 * declarations its ref fields name, and a name that is no resource is refused rather than guessed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DECLARATIONS } from '../../model/resources/declarations.ts';
import { loadedResource, loadResource } from '../../src/crud/loadResource.ts';

describe('loadResource', () => {
  it('loads every declared resource from the module named after it', async () => {
    for (const def of DECLARATIONS) assert.equal(await loadResource(def.name), def, `model/resources/${def.name}.ts exports ${def.name}`);
  });

  it('brings the declarations its ref fields name, so that pickers have them at once', async () => {
    await loadResource('cadreHealthFollowup');
    assert.equal(loadedResource('cadreHealthRecord')?.name, 'cadreHealthRecord', 'the health record a follow-up refers to');
    assert.equal(loadedResource('cadre')?.name, 'cadre', 'the cadre every sub-record refers to');
  });

  it('refuses names that are no resource', async () => {
    for (const name of ['index', 'cadreChecks', '../menu/catalogue', 'toString', '__proto__']) await assert.rejects(loadResource(name), /unknown resource/, name);
    await assert.rejects(loadResource('nonesuch'), 'no such module');
    for (const name of ['index', 'cadreChecks', 'nonesuch']) assert.equal(loadedResource(name), undefined, `${name} is not remembered`);
  });
});
