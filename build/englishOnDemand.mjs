// The browser build's catalogue parts keep their zh-CN texts only; each part file's English goes into a
// module of its own (its chunk is `<part>.en-<hash>.js`), which the catalogue imports only while en-US is
// wanted (model/i18n/define.ts: `ZhPart`, `wantEnglish`). Nearly every user reads zh-CN, so nearly nobody
// downloads the English. The server and the tests are not built with this plugin: they keep the pairs.
//
// A part file is a file of model/i18n whose every export is a part (key → [zh-CN, en-US]). Which files are
// is found by running each file of model/i18n, bundled on its own, rather than by reading its source.
//
// The resource declarations' labels (model/resources: a resource's, its fields', sections', states' and
// actions' `label`, a field's `placeholder` and `help`, a pattern's `message`) are [zh-CN, en-US] pairs too.
// A declaration file whose every export is JSON data becomes that data with its labels made from their
// zh-CN texts (define.ts `addLabels`), the English in a module of its own in the same way. A file with code
// in its exports (helpers) is left as written.
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { runModule } from './runModule.mjs';

const CATALOGUE = /[\\/]model[\\/]i18n[\\/][^\\/]+\.ts$/;
const DECLARATIONS = /[\\/]model[\\/]resources[\\/][^\\/]+\.ts$/;
const NAMESPACE = 'en';
/** The keys whose values are labels in a declaration (model/resource/types.ts `Label`). */
const LABEL_KEYS = new Set(['label', 'placeholder', 'help', 'message']);

const isPair = (value) => Array.isArray(value) && value.length === 2 && value.every((text) => typeof text === 'string');
const isPart = (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isPair);

/** A file of model/i18n's exports as `parts` when every one is a part (else none: define.ts, index.ts...). */
async function partsOf(file, absWorkingDir) {
  const { exports, watchFiles } = await runModule(file, absWorkingDir);
  const values = Object.values(exports);
  return { parts: values.length > 0 && values.every(isPart) ? { ...exports } : undefined, watchFiles };
}

const isJsonData = (value) => {
  const json = JSON.stringify(value);
  return json !== undefined && isDeepStrictEqual(JSON.parse(json), value);
};

/**
 * A declaration file's exports as source text in which each label is `L[i]`, with the labels in that order;
 * none when an export is not JSON data or there is no label.
 */
function declarationOf(exports) {
  const values = Object.values(exports);
  if (values.length === 0 || !values.every(isJsonData)) return undefined;
  const labels = [];
  const source = (value, key) => {
    if (LABEL_KEYS.has(key) && isPair(value)) return `L[${labels.push(value) - 1}]`;
    if (Array.isArray(value)) return `[${value.map((item) => source(item)).join(',')}]`;
    if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${source(v, k)}`).join(',')}}`;
    return JSON.stringify(value);
  };
  const lines = Object.entries(exports).map(([name, value]) => (name === 'default' ? `export default ${source(value)};` : `export const ${name} = ${source(value)};`));
  return labels.length ? { lines, labels } : undefined;
}

async function declarationFile(file, absWorkingDir) {
  const { exports, watchFiles } = await runModule(file, absWorkingDir);
  return { declaration: declarationOf(exports), watchFiles };
}

/** A part's texts in one language as a JSON object: side 0 is zh-CN, 1 en-US. */
const textsOf = (part, side) => JSON.stringify(Object.fromEntries(Object.entries(part).map(([key, pair]) => [key, pair[side]])));

/** The plugin: `boot` is the module every entry loads first (relative to the build's working directory). */
export const englishOnDemand = ({ boot }) => ({
  name: 'english-on-demand',
  setup(build) {
    const absWorkingDir = build.initialOptions.absWorkingDir ?? process.cwd();
    const define = path.join(absWorkingDir, 'model/i18n/define.ts');
    const bootFile = path.join(absWorkingDir, boot);
    // Each file runs once a build, for both of its modules.
    const runs = new Map();
    const runOnce = (file) =>
      runs.get(file) ?? runs.set(file, DECLARATIONS.test(file) ? declarationFile(file, absWorkingDir) : partsOf(file, absWorkingDir)).get(file);
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

    build.onLoad({ filter: DECLARATIONS }, async (args) => {
      const { declaration, watchFiles } = await runOnce(args.path);
      if (!declaration) return undefined;
      const english = JSON.stringify(`${NAMESPACE}:${args.path}`);
      const zh = JSON.stringify(declaration.labels.map(([text]) => text));
      // The boot module, as for the English modules below: chunkRoots.mjs does not load this file.
      const head = [
        `import ${JSON.stringify(bootFile)};`,
        `import { addLabels } from ${JSON.stringify(define)};`,
        `const L = addLabels(${zh}, () => import(${english}).then((m) => m.default));`,
      ];
      return { contents: [...head, ...declaration.lines].join('\n'), loader: 'js', watchFiles };
    });

    // `en:<part file>`: the English of that file's parts, as <part>.en.js so that its chunk says what it holds.
    // It imports the boot module, already loaded whenever it is (chunkRoots.mjs roots our own lazy modules the
    // same way): esbuild's runtime helpers are then reached by the same entries as the boot code and join its
    // chunk, instead of being a file of their own on every screen.
    build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
      path: args.path.slice(NAMESPACE.length + 1).replace(/\.ts$/, '.en.js'),
      namespace: NAMESPACE,
    }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
      const { parts, declaration, watchFiles } = await runOnce(args.path.replace(/\.en\.js$/, '.ts'));
      const lines = declaration
        ? [`export default ${JSON.stringify(declaration.labels.map(([, text]) => text))};`]
        : Object.entries(parts).map(([name, part]) => `export const ${name} = ${textsOf(part, 1)};`);
      return { contents: [`import ${JSON.stringify(bootFile)};`, ...lines].join('\n'), loader: 'js', resolveDir: absWorkingDir, watchFiles };
    });
  },
});
