/**
 * build/chunkRoots.mjs: each lazily imported module imports the module always loaded before it (its entry,
 * or the boot module both entries load), and the boot module imports what both entries load, so that
 * esbuild keeps that code together instead of cutting it into a chunk per combination of lazy pages. The
 * rules, on small graphs; their effect is what the download budgets measure (screenBudgets.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// @ts-expect-error: a build script in plain JavaScript, without types.
import { chunkRootsOf, kitImporters, sharedByEntries } from '../../build/chunkRoots.mjs';

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

const ENTRIES = ['main', 'workspace'];
const rootsOf = (inputs: Inputs) => Object.fromEntries((chunkRootsOf(inputs, ENTRIES, 'boot') as Map<string, string>).entries());

describe('chunk roots', () => {
  it('a lazy page of the workspace is rooted at the workspace, of the public document at main, of both at boot', () => {
    const inputs = graph({
      main: [['boot', 'login'], ['steps']],
      workspace: [['boot', 'shell']],
      boot: [['react']],
      react: [[]],
      login: [['button'], ['sms']],
      sms: [[]],
      steps: [[], ['machinery']],
      shell: [['pages'], ['machinery']],
      pages: [[], ['list', 'detail']],
      list: [['table']],
      detail: [['table'], ['printable']],
      printable: [[]],
      machinery: [[]],
      button: [[]],
      table: [[]],
    });
    assert.deepEqual(rootsOf(inputs), { sms: 'main', steps: 'main', machinery: 'boot', list: 'workspace', detail: 'workspace', printable: 'detail' });
  });

  it('a module one entry loads statically and the other lazily is rooted at boot: it runs in both documents', () => {
    const inputs = graph({
      main: [['boot', 'errorPage']],
      workspace: [['boot', 'routes']],
      routes: [[], ['errorPage', 'lock']],
      boot: [[]],
      errorPage: [[]],
      lock: [[]],
    });
    assert.deepEqual(rootsOf(inputs), { errorPage: 'boot', lock: 'workspace' });
  });

  it('a module both imported statically by its root and lazily needs no root (it is loaded with it)', () => {
    const inputs = graph({
      main: [['boot']],
      workspace: [['boot', 'dialog']],
      boot: [[]],
      shell: [[]],
      dialog: [['shell'], ['dialog']],
    });
    assert.deepEqual(rootsOf(inputs), {});
  });

  it('what every entry loads statically, and the boot module does not, joins the boot module', () => {
    const inputs = graph({
      main: [['boot', 'login']],
      workspace: [['boot', 'shell']],
      boot: [['react']],
      react: [[]],
      login: [['button', 'tabs', 'passwordForm']],
      passwordForm: [['field']],
      shell: [['button', 'tabs', 'sidebar']],
      sidebar: [['field']],
      button: [[]],
      tabs: [[]],
      field: [[]],
    });
    assert.deepEqual(sharedByEntries(inputs, ENTRIES, 'boot').sort(), ['button', 'field', 'tabs']);
  });

  it('a kit is imported by the lazy modules under its root that reach its own modules', () => {
    const inputs = graph({
      main: [['boot', 'login']],
      login: [['select']],
      workspace: [['boot', 'shell'], ['list', 'form', 'unit', 'info']],
      boot: [[]],
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
    const roots = chunkRootsOf(inputs, ENTRIES, 'boot') as Map<string, string>;
    // info reaches only the shell's button, loaded with the workspace.
    assert.deepEqual((kitImporters(inputs, 'list', roots) as string[]).sort(), ['columnMenu', 'form', 'unit']);
  });
});
