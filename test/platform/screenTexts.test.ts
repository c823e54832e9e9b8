/**
 * The browser loads the message catalogue per screen (model/i18n/index.ts): the public document carries the
 * boot parts and its pages' own, the workspace adds the shell's and crud views' parts, an area's pages their
 * area's. A text whose part a screen does not load would show as its key, so every key written in a file must
 * belong to a part that file's screen has. The documents' screens are read from the build's metafile (what the
 * entries and the pages' chunks really import); the areas by folder. And each part's English is a module of its
 * own that only `import()` reaches (build/englishOnDemand.mjs): no screen downloads it in zh-CN.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { auth } from '../../model/i18n/auth.ts';
import { serverParts } from '../../model/i18n/all.ts';
import { sessionDialogParts } from '../../model/i18n/sessionDialogsArea.ts';
import { sessionPageParts } from '../../model/i18n/sessionPagesArea.ts';
import { signInParts } from '../../model/i18n/signInArea.ts';
import { cadreParts } from '../../model/i18n/cadreArea.ts';
import { enjoyLifeCareParts } from '../../model/i18n/enjoyLifeCareArea.ts';
import { enjoyLifeUniversityParts } from '../../model/i18n/enjoyLifeUniversityArea.ts';
import { enjoyLifeCentreParts } from '../../model/i18n/enjoyLifeCentreArea.ts';
import { cockpitParts } from '../../model/i18n/cockpitArea.ts';
import { informationPublishParts } from '../../model/i18n/informationPublishArea.ts';
import { liaisonParts } from '../../model/i18n/liaisonArea.ts';
import { careChildParts } from '../../model/i18n/careChildArea.ts';
import { crudViewParts } from '../../model/i18n/crudViewsArea.ts';
import { shellViewParts } from '../../model/i18n/shellViewsArea.ts';
import type { Messages } from '../../model/i18n/define.ts';
import { http } from '../../model/i18n/http.ts';
import { platform } from '../../model/i18n/platform.ts';
import { push } from '../../model/i18n/push.ts';
import { router } from '../../model/i18n/router.ts';
import { session } from '../../model/i18n/session.ts';
import { systemParts } from '../../model/i18n/systemArea.ts';
import { workRecordParts } from '../../model/i18n/workRecordArea.ts';
import { vanguardBranchParts } from '../../model/i18n/vanguardBranchArea.ts';
import { workspaceParts } from '../../model/i18n/workspace.ts';
import { zhijiangTalentParts } from '../../model/i18n/zhijiangTalentArea.ts';
import { projectRoot } from '../../server/paths.ts';
import { RESOURCE_MODULES } from '../../src/crud/resourceModules.ts';
import { buildMeta, sourcesOf as loadedSources } from '../helpers/buildMeta.ts';

const keysOf = (parts: readonly Messages[]) => new Set(parts.flatMap((part) => Object.keys(part)));
const boot = keysOf([platform, http, auth, session, router, push]);
const workspace = keysOf(workspaceParts);
const system = keysOf(systemParts);
const cadre = keysOf(cadreParts);
const informationPublish = keysOf(informationPublishParts);
const vanguardBranch = keysOf(vanguardBranchParts);
const liaison = keysOf(liaisonParts);
const careChild = keysOf(careChildParts);
const zhijiangTalent = keysOf(zhijiangTalentParts);
const enjoyLifeUniversity = keysOf(enjoyLifeUniversityParts);
const crudViews = keysOf(crudViewParts);
const shellViews = keysOf(shellViewParts);
const sessionPages = keysOf(sessionPageParts);
const sessionDialogs = keysOf(sessionDialogParts);
const signIn = keysOf(signInParts);
const workRecord = keysOf(workRecordParts);
const enjoyLifeCare = keysOf(enjoyLifeCareParts);
const enjoyLifeCentre = keysOf(enjoyLifeCentreParts);
const cockpit = keysOf(cockpitParts);
/**
 * Each area's pages (src/pages/<folder>/) and the parts they use beyond the boot's, the workspace's and the crud
 * views'. An area's registrar loads with its pages (`alongside`), so a new area is a line here.
 */
const AREAS: Record<string, Set<string>[]> = {
  system: [system],
  cadre: [cadre],
  // 工作统计 draws its chart with the archive's statistics chart, whose texts come with it.
  workRecord: [cadre, workRecord],
  informationPublish: [informationPublish],
  vanguard: [vanguardBranch],
  liaison: [liaison],
  careChild: [careChild],
  // 一人一策's export records show the archive's download list, and 活动统计 draws its chart with the archive's
  // statistics chart: their texts come with them.
  enjoyLife: [cadre, enjoyLifeCare, enjoyLifeUniversity, enjoyLifeCentre],
  zhijiangTalent: [zhijiangTalent],
  // The cockpit draws its charts with the archive's statistics chart, whose texts come with it.
  dashboard: [cadre, cockpit],
};
const inAreas = new RegExp(`^src/pages/(${Object.keys(AREAS).join('|')})/`);
const onScreens = new Set([...boot, ...workspace, ...shellViews, ...crudViews, ...sessionPages, ...sessionDialogs, ...signIn, ...Object.values(AREAS).flatMap((parts) => parts.flatMap((keys) => [...keys]))]);
/** The parts that modules loaded on demand register themselves: a module among a screen's sources brings them. */
const ON_DEMAND: [registrar: string, keys: Set<string>][] = [
  ['model/i18n/shellViewsArea.ts', shellViews],
  ['model/i18n/crudViewsArea.ts', crudViews],
  ['model/i18n/sessionDialogsArea.ts', sessionDialogs],
];
// The server's own answers are in no screen's parts: a browser file using one of them is reported too.
const serverOnly = keysOf(serverParts);
const every = new Set([...onScreens, ...serverOnly]);

/** Catalogue keys written as whole string literals in a source file. */
function keysIn(file: string): string[] {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return [...text.matchAll(/['"]([a-zA-Z][\w]*(?:\.[\w]+)+)['"]/g)].map((m) => m[1]!).filter((key) => every.has(key));
}

const meta = buildMeta;

/** The catalogue-using source files a screen loads (helpers/buildMeta.ts). */
const sourcesOf = (entryPoints: readonly string[]) => [...loadedSources(entryPoints)].filter((f) => /^(src|model)\/.*\.tsx?$/.test(f));

function missing(files: readonly string[], allowed: readonly Set<string>[]): string[] {
  return files.flatMap((file) => keysIn(file).filter((key) => !allowed.some((set) => set.has(key))).map((key) => `${file}: ${key}`));
}

describe('the texts each screen downloads', () => {
  it('the public document uses the boot parts and its pages’ own (the sign-in page’s, the single sign-on landing’s)', () => {
    const files = sourcesOf(['src/main.tsx']);
    assert.ok(files.includes('src/pages/login/PasswordForm.tsx') && files.includes('model/i18n/signInArea.ts') && files.includes('model/i18n/sessionPagesArea.ts'));
    assert.ok(!files.includes('src/shell/Workspace.tsx') && !files.includes('model/i18n/workspace.ts'), 'the workspace is no part of the public document');
    assert.deepEqual(missing(files, [boot, signIn, sessionPages]), []);
  });

  it("the lock page uses the boot parts, the workspace's and its own", () => {
    // Its own: sessionPagesArea.ts and sessionDialogsArea.ts, which it imports.
    const files = sourcesOf(['src/workspace.tsx', 'src/pages/lock/LockPage.tsx']);
    assert.ok(files.includes('model/i18n/sessionPagesArea.ts') && files.includes('model/i18n/sessionDialogsArea.ts'));
    assert.deepEqual(missing(files, [boot, sessionPages, workspace, sessionDialogs]), []);
  });

  const FIRST_SCREENS = ['src/workspace.tsx', 'src/pages/home/HomePage.tsx', 'src/crud/list/ListPage.tsx'];

  it('the shell, home and a list page use only the boot and workspace parts', () => {
    const files = sourcesOf(FIRST_SCREENS);
    assert.ok(files.includes('model/i18n/workspace.ts'), 'the workspace registers its parts');
    assert.deepEqual(ON_DEMAND.filter(([registrar]) => files.includes(registrar)).map(([registrar]) => registrar), [], 'what opens from them brings its own texts');
    assert.deepEqual(missing(files, [boot, workspace]), []);
  });

  it('a module of the workspace loaded on demand brings the texts it uses beyond the shell and a list (shellViewsArea.ts, crudViewsArea.ts)', () => {
    const first = new Set(sourcesOf(FIRST_SCREENS));
    const lazy = Object.values(meta.outputs).flatMap((out) =>
      out.entryPoint && !FIRST_SCREENS.includes(out.entryPoint) && !inAreas.test(out.entryPoint) ? [out.entryPoint] : [],
    );
    for (const entryPoint of lazy) {
      const files = sourcesOf([entryPoint]);
      if (!files.includes('src/shell/Workspace.tsx')) continue; // loaded in either document: the tests above
      const parts = [boot, workspace, ...ON_DEMAND.flatMap(([registrar, keys]) => (files.includes(registrar) ? [keys] : []))];
      // The catalogue's own files name keys without using them.
      assert.deepEqual(missing(files.filter((file) => !first.has(file) && !file.startsWith('model/i18n/')), parts), [], entryPoint);
    }
    assert.ok(lazy.includes('src/crud/form/FormPage.tsx') && lazy.includes('src/shell/SettingsSheet.tsx') && lazy.includes('src/pages/info/InfoPage.tsx'));
  });

  it("an area's pages use the boot, workspace and their own area's parts", () => {
    const sources = Object.values(meta.outputs).flatMap((out) => Object.keys(out.inputs));
    const inArea = (folder: string) => [...new Set(sources.filter((f) => f.startsWith(folder) && /\.tsx?$/.test(f)))];
    // An area's texts register the crud views' too (its pages open forms and dialogs).
    // The pages that ask for a password import the session dialogs' texts (sessionDialogsArea.ts).
    const ownTexts = (files: string[]) => files.filter((f) => !readFileSync(path.join(projectRoot, f), 'utf8').includes('sessionDialogsArea.ts'));
    for (const [folder, parts] of Object.entries(AREAS)) {
      assert.deepEqual(missing(ownTexts(inArea(`src/pages/${folder}/`)), [boot, workspace, crudViews, ...parts]), [], folder);
    }
    // Any other file: no area's texts (which screen brings which part: the tests above).
    const elsewhere = [...new Set(sources.filter((f) => f.startsWith('src/') && !inAreas.test(f)))];
    const signInPage = (f: string) => f.startsWith('src/pages/login/');
    assert.deepEqual(missing(ownTexts(elsewhere.filter((f) => !signInPage(f))), [boot, workspace, shellViews, crudViews, sessionPages]), []);
    assert.deepEqual(missing(elsewhere.filter(signInPage), [boot, signIn]), []);
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
    const inputs = new Set(Object.values(meta.outputs).flatMap((out) => Object.keys(out.inputs)));
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
