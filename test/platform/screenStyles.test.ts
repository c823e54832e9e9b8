/**
 * The browser loads two stylesheets (build/tailwind.mjs): the public pages only the base sheet that
 * index.html links, the workspace also its own, with its chunk; or, from workspace.html, the complete sheet
 * alone. A class that a public page uses but the base
 * sheet lacks would show unstyled on the sign-in page, so every utility named in a file the public screens
 * load must be in the base sheet. The public screens are read from the build's metafile: the chunks the
 * entry loads or can load, by static or lazy imports, except the workspace's and what only it loads. The
 * workspace sheet must rank the base sheet's utilities as the base sheet does, since both are in the page
 * once the workspace has loaded.
 */
import { Scanner } from '@tailwindcss/oxide';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { projectRoot } from '../../server/paths.ts';

interface Meta {
  outputs: Record<string, { entryPoint?: string; cssBundle?: string; completeCssBundle?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as Meta;
const outputOf = (entryPoint: string) => Object.keys(meta.outputs).find((out) => meta.outputs[out]!.entryPoint === entryPoint)!;
const main = outputOf('src/main.tsx');
const workspace = outputOf('src/shell/Workspace.tsx');
const sheetOf = (output: string, field: 'cssBundle' | 'completeCssBundle' = 'cssBundle') => readFileSync(path.join(projectRoot, meta.outputs[output]![field]!), 'utf8');
const baseSheet = sheetOf(main);
const workspaceSheet = sheetOf(workspace);
const completeSheet = sheetOf(main, 'completeCssBundle');

/** The chunks an output loads with it: itself and what it imports statically. */
function loadedWith(output: string): Set<string> {
  const seen = new Set<string>();
  const stack = [output];
  while (stack.length) {
    const out = stack.pop()!;
    if (seen.has(out) || !out.endsWith('.js')) continue;
    seen.add(out);
    for (const i of meta.outputs[out]!.imports) if (i.kind === 'import-statement') stack.push(i.path);
  }
  return seen;
}

/**
 * The source files of the chunks the entry loads or can load, by static or lazy imports, without the
 * workspace's own (its entry and the chunks it loads that the entry does not). A public page may download
 * those early (the session machinery comes in the workspace's chunk, src/session/loadSession.ts), but what
 * they render shows in the workspace only.
 */
function publicSources(): string[] {
  const booted = loadedWith(main);
  const workspaceOwn = new Set([...loadedWith(workspace)].filter((out) => !booted.has(out)));
  const seen = new Set<string>();
  const stack = [main];
  while (stack.length) {
    const out = stack.pop()!;
    if (seen.has(out) || workspaceOwn.has(out) || !out.endsWith('.js')) continue;
    seen.add(out);
    for (const i of meta.outputs[out]!.imports) stack.push(i.path);
  }
  const sources = [...seen].flatMap((out) => Object.keys(meta.outputs[out]!.inputs));
  return [...new Set(sources.filter((f) => /^src\/.*\.tsx?$/.test(f)))];
}

const unescape = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, c: string) => (/^[0-9a-fA-F]/.test(c) && c.trim().length > 1 ? String.fromCodePoint(parseInt(c, 16)) : c));

/**
 * The utilities of a minified sheet in order: the class each rule's selector begins with (Tailwind's rules
 * begin with the utility's class; later classes are context, such as `.group`).
 */
function utilitiesOf(css: string): string[] {
  const layer = css.slice(css.indexOf('@layer utilities{'));
  return [...layer.matchAll(/(?<=[{},])\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[a-zA-Z_-])(?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])*)/g)].map((m) => unescape(m[1]!));
}

const base = utilitiesOf(baseSheet);
const everything = new Set(utilitiesOf(workspaceSheet));

describe('the stylesheets each screen downloads', () => {
  it('index.html links the base sheet and names the workspace sheet, which its chunk loads', () => {
    const index = readFileSync(path.join(distRoot, 'public/index.html'), 'utf8');
    const href = (output: string) => '/' + path.relative(path.join(distRoot, 'public'), path.join(projectRoot, meta.outputs[output]!.cssBundle!));
    assert.ok(index.includes(`<link rel="stylesheet" href="${href(main)}">`), 'the base sheet is linked');
    assert.ok(index.includes(`<meta name="workspace-stylesheet" content="${href(workspace)}">`), 'the workspace sheet is named');
    assert.equal(index.match(/rel="stylesheet"/g)?.length, 1, 'one sheet linked');
  });

  it('the public pages (sign-in, lock, single sign-on, errors, toasts) use only utilities of the base sheet', () => {
    const files = publicSources();
    for (const page of ['src/pages/login/PasswordForm.tsx', 'src/pages/lock/LockPage.tsx', 'src/pages/token/TokenPage.tsx', 'src/pages/errors/ErrorPage.tsx', 'src/ui/toast.tsx']) {
      assert.ok(files.includes(page), `${page} is a public screen's`);
    }
    assert.ok(!files.includes('src/shell/Sidebar.tsx'), 'the workspace is not part of the public pages');
    const inBase = new Set(base);
    const missing = files.flatMap((file) => {
      const content = readFileSync(path.join(projectRoot, file), 'utf8');
      const candidates = new Scanner({}).scanFiles([{ content, extension: path.extname(file).slice(1) }]);
      return candidates.filter((c) => everything.has(c) && !inBase.has(c)).map((c) => `${file}: ${c}`);
    });
    assert.deepEqual(missing, []);
    assert.ok(base.includes('bg-primary') && !base.includes('bg-sidebar'), 'the base sheet has the sign-in button’s colour, not the sidebar’s');
  });

  it('the workspace sheet has every utility of the base sheet, in the same order, and neither theme nor preflight', () => {
    const first = (list: string[]) => [...new Set(list)];
    const ranked = first(utilitiesOf(workspaceSheet)).filter((name) => base.includes(name));
    assert.deepEqual(ranked, first(base));
    assert.ok(baseSheet.includes('@layer theme{') && baseSheet.includes('@layer base{') && baseSheet.includes(':root[data-theme=star]'), 'the base sheet has the theme, preflight and themes');
    assert.ok(!/@layer (theme|base)\{|:root/.test(workspaceSheet), 'the workspace sheet repeats neither');
    assert.ok(workspaceSheet.includes('--color-sidebar') && baseSheet.includes('--color-sidebar:'), 'the theme variables of workspace utilities are in the base sheet');
  });

  it('the sheets set the same order of layers first, whatever they hold', () => {
    const order = '@layer properties;@layer theme,base,components,utilities;';
    assert.ok([baseSheet, workspaceSheet, completeSheet].every((sheet) => sheet.startsWith(order)), 'each begins with the layer order');
  });

  it('workspace.html links the complete sheet alone: the base sheet’s theme, preflight and themes, and the workspace sheet’s utilities in its order', () => {
    const document = readFileSync(path.join(distRoot, 'public/workspace.html'), 'utf8');
    const href = '/' + path.relative(path.join(distRoot, 'public'), path.join(projectRoot, meta.outputs[main]!.completeCssBundle!));
    assert.deepEqual([...document.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]), [href]);
    assert.ok(!document.includes('workspace-stylesheet'), 'the workspace has nothing more to load');
    assert.deepEqual(utilitiesOf(completeSheet), utilitiesOf(workspaceSheet));
    assert.ok(completeSheet.includes('@layer theme{') && completeSheet.includes('@layer base{') && completeSheet.includes(':root[data-theme=star]'));
    // The same entry as index.html, whose scripts it preloads too, with the workspace's code besides: a
    // returning user's browser fetches it with the entry instead of after the entry has run.
    const scripts = (html: string) => [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]*>/g)].map((m) => m[0]);
    const index = scripts(readFileSync(path.join(distRoot, 'public/index.html'), 'utf8'));
    assert.ok(index.every((tag) => scripts(document).includes(tag)), 'every script of index.html');
    const preloaded = (file: string) => `<link rel="modulepreload" href="/${path.relative(path.join(distRoot, 'public'), path.join(projectRoot, file))}">`;
    for (const file of [workspace, ...meta.outputs[workspace]!.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)]) {
      assert.ok(scripts(document).includes(preloaded(file)), file);
    }
  });
});
