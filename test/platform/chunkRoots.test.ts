/**
 * build/chunkRoots.mjs: each lazily imported module imports the entry always loaded before it, so that
 * esbuild keeps the code of that entry together instead of cutting it into a chunk per combination of lazy
 * pages. The rule on small graphs, then its effect on the real build (the build's metafile).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
// @ts-expect-error: a build script in plain JavaScript, without types.
import { chunkRootsOf, kitImporters, sharedByFirstScreens } from '../../build/chunkRoots.mjs';
import { projectRoot } from '../../server/paths.ts';

type Inputs = Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;

/** A metafile's inputs from `file: [static imports, dynamic imports]`. */
function graph(files: Record<string, [string[], string[]?]>): Inputs {
  return Object.fromEntries(
    Object.entries(files).map(([file, [statics, dynamics = []]]) => [
      file,
      { imports: [...statics.map((p) => ({ path: p, kind: 'import-statement' })), ...dynamics.map((p) => ({ path: p, kind: 'dynamic-import' }))] },
    ]),
  );
}

const rootsOf = (inputs: Inputs) => Object.fromEntries((chunkRootsOf(inputs, 'main') as Map<string, string>).entries());

describe('chunk roots', () => {
  it('a lazy page of the workspace is rooted at the workspace, the workspace and public pages at main', () => {
    const inputs = graph({
      main: [['app'], []],
      app: [['request'], ['workspace', 'login']],
      request: [[]],
      login: [['button']],
      workspace: [['pages', 'button']],
      pages: [[], ['list', 'detail']],
      list: [['table']],
      detail: [['table'], ['printable']],
      printable: [[]],
      button: [[]],
      table: [[]],
    });
    assert.deepEqual(rootsOf(inputs), { workspace: 'main', login: 'main', list: 'workspace', detail: 'workspace', printable: 'detail' });
  });

  it('a module imported lazily from two places that share only main is rooted at main', () => {
    const inputs = graph({
      main: [['app']],
      app: [[], ['lock', 'workspace']],
      lock: [[], ['scrypt']],
      workspace: [[], ['scrypt']],
      scrypt: [[]],
    });
    assert.equal(rootsOf(inputs).scrypt, 'main');
  });

  it('a module both imported statically by its root and lazily needs no root (it is loaded with it)', () => {
    const inputs = graph({
      main: [['app', 'dialog']],
      app: [[], ['dialog']],
      dialog: [[]],
    });
    assert.deepEqual(rootsOf(inputs), {});
  });

  it("the sign-in page's modules that the workspace's pages use too join the boot; its own stay with it", () => {
    const inputs = graph({
      main: [['app']],
      app: [['routes']],
      routes: [[], ['login', 'workspace', 'lock']],
      login: [['button', 'passwordForm']],
      passwordForm: [['field']],
      lock: [['passwordForm']],
      workspace: [['shell'], ['list']],
      shell: [['routes']],
      list: [['button', 'field', 'table']],
      button: [[]],
      field: [[]],
      table: [[]],
    });
    // The workspace reaches the sign-in page only through the entry's routes: passwordForm is the page's own.
    assert.deepEqual(sharedByFirstScreens(inputs, 'main', ['login', 'workspace']).sort(), ['button', 'field']);
  });

  it("every public first screen's modules that the workspace uses too join the boot", () => {
    const inputs = graph({
      main: [['app']],
      app: [['routes']],
      routes: [[], ['login', 'errorPage', 'workspace']],
      login: [['button']],
      errorPage: [['link', 'errorArt']],
      workspace: [['shell'], ['list']],
      shell: [['link']],
      list: [['button']],
      button: [[]],
      link: [[]],
      errorArt: [[]],
    });
    assert.deepEqual(sharedByFirstScreens(inputs, 'main', ['login', 'errorPage', 'workspace']).sort(), ['button', 'link']);
  });

  it("a kit is imported by the lazy modules under its root that reach its own modules, never by a public page's", () => {
    const inputs = graph({
      main: [['app']],
      app: [['routes']],
      routes: [[], ['login', 'workspace']],
      login: [['select']],
      workspace: [['shell'], ['list', 'form', 'unit', 'info']],
      shell: [['button']],
      list: [['table', 'select', 'button'], ['columnMenu']],
      columnMenu: [['table']],
      form: [['select', 'editor']],
      unit: [['table']],
      info: [['button']],
      table: [[]],
      select: [[]],
      editor: [[]],
      button: [[]],
    });
    const roots = chunkRootsOf(inputs, 'main') as Map<string, string>;
    // info reaches only the shell's button (loaded with the workspace), login is no page of the workspace.
    assert.deepEqual((kitImporters(inputs, 'main', 'list', roots) as string[]).sort(), ['columnMenu', 'form', 'unit']);
  });
});

interface Meta {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

describe('the built app', () => {
  const distRoot = path.dirname(path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist/public'));
  const meta = JSON.parse(readFileSync(path.join(distRoot, 'client-meta.json'), 'utf8')) as Meta;
  const outputOf = (entryPoint: string) => Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entryPoint);

  it('loads the boot code (React, the session state, the router) as one chunk', () => {
    const [, main] = outputOf('src/main.tsx')!;
    // Chunks made of our modules or packages' (esbuild's own runtime helpers are a chunk of no input).
    const chunks = main.imports.filter((i) => i.kind === 'import-statement' && Object.keys(meta.outputs[i.path]!.inputs).length > 0);
    assert.equal(chunks.length, 1, `the main entry imports ${chunks.map((c) => c.path).join(', ')}`);
  });

  it('keeps the crud list in one chunk, whichever pages use parts of it', () => {
    const [listFile, list] = outputOf('src/crud/list/ListPage.tsx')!;
    const kit = list.imports.filter((i) => i.kind === 'import-statement' && Object.keys(meta.outputs[i.path]!.inputs).some((f) => f.startsWith('src/crud/list/')));
    assert.equal(kit.length, 1, `${listFile} imports ${kit.map((c) => c.path).join(', ')}`);
    for (const file of ['src/crud/list/DataTable.tsx', 'src/crud/list/SearchForm.tsx', 'src/crud/format/displayValue.ts', 'src/ui/pagination.tsx']) {
      assert.ok(file in meta.outputs[kit[0]!.path]!.inputs, `${file} is in the kit's chunk`);
    }
  });

  it("keeps the workspace's own code together: a lazy page imports the boot chunk and the workspace's", () => {
    const [workspaceFile, workspace] = outputOf('src/shell/Workspace.tsx')!;
    const workspaceChunks = new Set(workspace.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path));
    const [, home] = outputOf('src/pages/home/HomePage.tsx')!;
    const homeChunks = home.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    // Everything the workspace entry imports, the home page imports too (or is the workspace's own file).
    for (const chunk of workspaceChunks) assert.ok(homeChunks.includes(chunk) || chunk === workspaceFile, `home imports ${chunk}`);
  });
});
