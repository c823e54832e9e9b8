/**
 * Each document links one stylesheet, its entry's (build/tailwind.mjs): every utility named in a file that
 * the entry can load, by static or lazy imports, with the theme, the preflight and the themes' own rules. A
 * class missing from it would show unstyled, so every utility named in those files must be in the sheet.
 * The files are read from the build's metafile: the chunks the entry loads or can load.
 */
import { Scanner } from '@tailwindcss/oxide';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { projectRoot } from '../../server/paths.ts';

interface Meta {
  outputs: Record<string, { entryPoint?: string; cssBundle?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as Meta;
const outputOf = (entryPoint: string) => Object.keys(meta.outputs).find((out) => meta.outputs[out]!.entryPoint === entryPoint)!;
const sheetOf = (entryPoint: string) => readFileSync(path.join(projectRoot, meta.outputs[outputOf(entryPoint)]!.cssBundle!), 'utf8');

/** The source files of the chunks an entry loads or can load, by static or lazy imports. */
function sourcesOf(entryPoint: string): string[] {
  const seen = new Set<string>();
  const stack = [outputOf(entryPoint)];
  while (stack.length) {
    const out = stack.pop()!;
    if (seen.has(out) || !out.endsWith('.js')) continue;
    seen.add(out);
    for (const i of meta.outputs[out]!.imports) stack.push(i.path);
  }
  const sources = [...seen].flatMap((out) => Object.keys(meta.outputs[out]!.inputs));
  return [...new Set(sources.filter((f) => /^src\/.*\.tsx?$/.test(f)))];
}

const unescape = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, c: string) => (/^[0-9a-fA-F]/.test(c) && c.trim().length > 1 ? String.fromCodePoint(parseInt(c, 16)) : c));

/**
 * The utilities of a minified sheet: the class each rule's selector begins with (Tailwind's rules begin
 * with the utility's class; later classes are context, such as `.group`).
 */
function utilitiesOf(css: string): Set<string> {
  const layer = css.slice(css.indexOf('@layer utilities{'));
  return new Set([...layer.matchAll(/(?<=[{},])\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[a-zA-Z_-])(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])*)/g)].map((m) => unescape(m[1]!)));
}

/** Utilities named in a file that neither sheet has are not utilities (text, keys): only the union counts. */
const app = new Set([...utilitiesOf(sheetOf('src/main.tsx')), ...utilitiesOf(sheetOf('src/workspace.tsx'))]);

function missing(entryPoint: string): string[] {
  const sheet = utilitiesOf(sheetOf(entryPoint));
  return sourcesOf(entryPoint).flatMap((file) => {
    const content = readFileSync(path.join(projectRoot, file), 'utf8');
    const candidates = new Scanner({}).scanFiles([{ content, extension: path.extname(file).slice(1) }]);
    return candidates.filter((c) => app.has(c) && !sheet.has(c)).map((c) => `${file}: ${c}`);
  });
}

describe('the stylesheet of each document', () => {
  for (const [document, entryPoint] of [['index.html', 'src/main.tsx'], ['workspace.html', 'src/workspace.tsx']] as const) {
    it(`${document} links its entry's sheet alone, with the theme, preflight and themes`, () => {
      const html = readFileSync(path.join(distRoot, 'public', document), 'utf8');
      const href = '/' + path.relative(path.join(distRoot, 'public'), path.join(projectRoot, meta.outputs[outputOf(entryPoint)]!.cssBundle!));
      assert.deepEqual([...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]), [href]);
      const sheet = sheetOf(entryPoint);
      assert.ok(sheet.includes('@layer theme{') && sheet.includes('@layer base{') && sheet.includes(':root[data-theme=star]'));
    });

    it(`${document}'s sheet has every utility its pages use`, () => {
      assert.deepEqual(missing(entryPoint), []);
    });
  }

  it('the public pages’ sheet has none of the workspace’s own utilities, but the theme variables every utility may name', () => {
    const files = sourcesOf('src/main.tsx');
    for (const page of ['src/pages/login/PasswordForm.tsx', 'src/pages/token/TokenPage.tsx', 'src/pages/errors/ErrorPage.tsx', 'src/ui/toast.tsx']) {
      assert.ok(files.includes(page), `${page} is a public page's`);
    }
    assert.ok(!files.includes('src/shell/Sidebar.tsx'), 'the workspace is no part of the public document');
    const base = utilitiesOf(sheetOf('src/main.tsx'));
    assert.ok(base.has('bg-primary') && !base.has('bg-sidebar'), 'the sign-in button’s colour, not the sidebar’s');
    assert.ok(sheetOf('src/main.tsx').includes('--color-sidebar:'), 'a theme’s rules may name any theme variable');
  });
});
