/**
 * How the catalogue reaches the browser (model/i18n/index.ts): each part a browser module imports is shipped
 * as its zh-CN texts, and its English as a module of its own that only `import()` reaches
 * (build/englishOnDemand.mjs), so no screen downloads English in zh-CN; the parts no browser module imports
 * (the server's own answers) are not shipped at all. Which texts a module may show is the type checker's
 * business (`useT(...parts)`).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Messages } from '../../model/i18n/define.ts';
import { projectRoot } from '../../server/paths.ts';
import { RESOURCE_MODULES } from '../../src/crud/resourceModules.ts';
import { buildMeta as meta } from '../helpers/buildMeta.ts';

const inputs = new Set(Object.values(meta.outputs).flatMap((out) => Object.keys(out.inputs)));
const PART_FILES = readdirSync(path.join(projectRoot, 'model/i18n')).filter((f) => !['all.ts', 'define.ts', 'index.ts'].includes(f));
const partsIn = async (files: readonly string[]) =>
  (await Promise.all(files.map((f) => import(`../../model/i18n/${f}`)))).flatMap((module) => Object.values(module) as Messages[]);
const keysOf = (parts: readonly Messages[]) => new Set(parts.flatMap((part) => Object.keys(part)));
const shippedFiles = PART_FILES.filter((f) => inputs.has(`model/i18n/${f}`));
const onScreens = keysOf(await partsIn(shippedFiles));
const serverOnly = keysOf(await partsIn(PART_FILES.filter((f) => !shippedFiles.includes(f))));

describe('the texts the browser downloads', () => {
  it('ships the parts browser modules import, and not the server’s own answers', () => {
    assert.ok(shippedFiles.includes('shell.ts') && shippedFiles.includes('signIn.ts') && shippedFiles.includes('cadrePages.ts'));
    assert.ok(!shippedFiles.includes('serverAnswers.ts') && !shippedFiles.includes('engineFiles.ts'));
  });

  it("ships every part's English in modules of their own, loaded only by import(), and no pair", () => {
    // build/englishOnDemand.mjs: a part reaches the browser as its zh-CN texts plus a loader of its English.
    const scripts = Object.keys(meta.outputs).filter((out) => out.endsWith('.js'));
    const isEnglish = (out: string) => Object.keys(meta.outputs[out]!.inputs).some((input) => input.startsWith('en:'));
    const textOf = (outs: string[]) => outs.map((out) => readFileSync(path.join(projectRoot, out), 'utf8')).join('\n');
    const keysBefore = (text: string, after: string) => new Set([...text.matchAll(new RegExp(`"([\\w.-]+)":${after}`, 'g'))].map((m) => m[1]!));
    const english = keysBefore(textOf(scripts.filter(isEnglish)), `["'\`]`);
    assert.deepEqual([...onScreens].filter((key) => !english.has(key)), [], 'keys without their English in an English module');
    const pairs = keysBefore(textOf(scripts.filter((out) => !isEnglish(out))), '\\[');
    assert.deepEqual([...onScreens].filter((key) => pairs.has(key)), [], 'keys shipped as [zh-CN, en-US] pairs');
    const shipped = textOf(scripts);
    assert.deepEqual([...serverOnly].filter((key) => shipped.includes(`"${key}"`)), [], "the server's own answers are not downloaded");
    const staticImports = scripts.flatMap((out) => meta.outputs[out]!.imports.filter((i) => i.kind !== 'dynamic-import' && isEnglish(i.path)).map((i) => `${out} → ${i.path}`));
    assert.deepEqual(staticImports, []);
  });

  it("ships each declaration's labels in zh-CN, their English in a module of its own", async () => {
    // build/englishOnDemand.mjs: a declaration reaches the browser as JSON data whose labels are zh-CN texts.
    const LABEL_KEYS = new Set(['label', 'placeholder', 'help', 'message']);
    const englishOf = (value: unknown, key?: string): string[] => {
      if (key && LABEL_KEYS.has(key) && Array.isArray(value) && value.length === 2) return value[1] === value[0] ? [] : [String(value[1])];
      if (Array.isArray(value)) return value.flatMap((item) => englishOf(item));
      if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => englishOf(v, k));
      return [];
    };
    for (const [name, load] of Object.entries(RESOURCE_MODULES)) {
      const file = `model/resources/${name}.ts`;
      assert.ok(inputs.has(`en:${path.join(projectRoot, `model/resources/${name}.en.js`)}`), `${file}: its English is a module of its own`);
      const shipped = Object.keys(meta.outputs)
        .filter((out) => out.endsWith('.js') && meta.outputs[out]!.inputs[file])
        .map((out) => readFileSync(path.join(projectRoot, out), 'utf8'))
        .join('\n');
      const english = englishOf(await load());
      assert.ok(english.length > 0, file);
      assert.deepEqual(english.filter((text) => shipped.includes(JSON.stringify(text))), [], `${file}: English shipped with the declaration`);
    }
  });
});
