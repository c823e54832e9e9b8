/**
 * The lists of model/resources/ are written by the build from its files (build/resourceLists.mjs): adding a
 * resource is adding files. The committed lists are what the build writes, since the type-check reads them
 * before any build; and the folder's conventions decide what is listed.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
// @ts-expect-error: a build script in plain JavaScript
import { renderResourceLists, scanResources } from '../../build/resourceLists.mjs';
import { projectRoot } from '../../server/paths.ts';

describe('the lists of model/resources', () => {
  it('are committed as the build writes them', () => {
    for (const [file, contents] of Object.entries(renderResourceLists(projectRoot) as Record<string, string>)) {
      assert.equal(readFileSync(path.join(projectRoot, file), 'utf8'), contents, `${file} is out of date: run npm run build and commit it`);
    }
  });

  it('list a file exporting a declaration named after it, and its checks; not helpers', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lgb-lists-'));
    try {
      const dir = path.join(root, 'model/resources');
      mkdirSync(dir, { recursive: true });
      const files: Record<string, string> = {
        'garden.ts': "export const garden: ResourceDef = { name: 'garden' };",
        'gardenChecks.ts': 'export const gardenChecks = [];',
        'gardenField.ts': 'export const gardenField: FieldDef = {};',
        'pond.ts': "export const pond: ResourceDef = poolOf('pond');",
        'strayChecks.ts': 'export const strayChecks = [];',
        'recordChecks.ts': 'export function recordChecks() {}',
        'gardens.ts': 'export const GARDENS: readonly ResourceDef[] = [];',
      };
      for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
      assert.deepEqual(scanResources(root), { declarations: ['garden', 'pond'], checks: ['garden'] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
