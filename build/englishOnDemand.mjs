// The browser build's catalogue parts keep their zh-CN texts only; each part file's English goes into a
// module of its own (its chunk is `<part>.en-<hash>.js`), which the catalogue imports only while en-US is
// wanted (model/i18n/define.ts: `ZhPart`, `wantEnglish`). Nearly every user reads zh-CN, so nearly nobody
// downloads the English. The server and the tests are not built with this plugin: they keep the pairs.
//
// A part file is a file of model/i18n whose every export is a part (key → [zh-CN, en-US]). Which files are
// is found by running each file of model/i18n, bundled on its own, rather than by reading its source.
import path from 'node:path';
import { runModule } from './runModule.mjs';

const CATALOGUE = /[\\/]model[\\/]i18n[\\/][^\\/]+\.ts$/;
const NAMESPACE = 'en';

const isPart = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) &&
  Object.values(value).every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((text) => typeof text === 'string'));

/** A file of model/i18n's exports as `parts` when every one is a part (else none: define.ts, index.ts...). */
async function partsOf(file, absWorkingDir) {
  const { exports, watchFiles } = await runModule(file, absWorkingDir);
  const values = Object.values(exports);
  return { parts: values.length > 0 && values.every(isPart) ? { ...exports } : undefined, watchFiles };
}

/** A part's texts in one language as a JSON object: side 0 is zh-CN, 1 en-US. */
const textsOf = (part, side) => JSON.stringify(Object.fromEntries(Object.entries(part).map(([key, pair]) => [key, pair[side]])));

export const englishOnDemand = {
  name: 'english-on-demand',
  setup(build) {
    const absWorkingDir = build.initialOptions.absWorkingDir ?? process.cwd();
    const define = path.join(absWorkingDir, 'model/i18n/define.ts');
    const entry = path.join(absWorkingDir, build.initialOptions.entryPoints[0]);
    // Each file runs once a build, for both of its modules.
    const runs = new Map();
    const runOnce = (file) => runs.get(file) ?? runs.set(file, partsOf(file, absWorkingDir)).get(file);
    build.onStart(() => runs.clear());

    build.onLoad({ filter: CATALOGUE }, async (args) => {
      const { parts, watchFiles } = await runOnce(args.path);
      if (!parts) return undefined;
      const english = JSON.stringify(`${NAMESPACE}:${args.path}`);
      const lines = Object.entries(parts).map(
        ([name, part]) => `export const ${name} = /* @__PURE__ */ new ZhPart(${textsOf(part, 0)}, () => import(${english}).then((m) => m.${name}));`,
      );
      return { contents: [`import { ZhPart } from ${JSON.stringify(define)};`, ...lines].join('\n'), loader: 'js', watchFiles };
    });

    // `en:<part file>`: the English of that file's parts, as <part>.en.js so that its chunk says what it holds.
    // It imports the main entry, already loaded whenever it is (chunkRoots.mjs roots our own lazy modules the
    // same way): esbuild's runtime helpers are then reached by the same entries as the boot code and join its
    // chunk, instead of being a file of their own on every screen.
    build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
      path: args.path.slice(NAMESPACE.length + 1).replace(/\.ts$/, '.en.js'),
      namespace: NAMESPACE,
    }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
      const { parts, watchFiles } = await runOnce(args.path.replace(/\.en\.js$/, '.ts'));
      const lines = Object.entries(parts).map(([name, part]) => `export const ${name} = ${textsOf(part, 1)};`);
      return { contents: [`import ${JSON.stringify(entry)};`, ...lines].join('\n'), loader: 'js', resolveDir: absWorkingDir, watchFiles };
    });
  },
};
