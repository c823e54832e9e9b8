/**
 * The browser's one way to a resource declaration (src/crud/loadResource.ts): every declared resource is
 * found at model/resources/<name>.ts under its own name (the chunk the page loads), comes with the
 * declarations its ref fields name, and a name that is no resource is refused rather than guessed.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RESOURCES } from '../../model/resources/index.ts';
import { loadedResource, loadResource } from '../../src/crud/loadResource.ts';
import { RESOURCE_MODULES } from '../../src/crud/resourceModules.ts';
import { projectRoot } from '../../server/paths.ts';

describe('loadResource', () => {
  it('loads every declared resource from the module named after it', async () => {
    for (const def of RESOURCES) assert.equal(await loadResource(def.name), def, `model/resources/${def.name}.ts exports ${def.name}`);
  });

  it('lists exactly the declarations of model/resources (a file exporting a resource named after it)', async () => {
    const dir = path.join(projectRoot, 'model/resources');
    const declared: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
      const name = file.slice(0, -3);
      const def = ((await import(path.join(dir, file))) as Record<string, unknown>)[name];
      if (typeof def === 'object' && def !== null && 'fields' in def && (def as { name?: unknown }).name === name) declared.push(name);
    }
    assert.deepEqual(Object.keys(RESOURCE_MODULES).sort(), declared);
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
