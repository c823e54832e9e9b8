/**
 * build/chunkRoots.mjs: each lazily imported module imports the entry always loaded before it, so that
 * esbuild keeps the code of that entry together instead of cutting it into a chunk per combination of lazy
 * pages. The rule, on small graphs; its effect is what the download budgets measure (screenBudgets.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// @ts-expect-error: a build script in plain JavaScript, without types.
import { chunkRootsOf, kitImporters, sharedByFirstScreens } from '../../build/chunkRoots.mjs';

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
