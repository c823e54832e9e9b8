// Tailwind CSS for the browser build, as two stylesheets, so that the sign-in page does not download the
// workspace's utilities:
// - the base sheet (`main-<hash>.css`, linked by index.html): the theme variables, the preflight, the
//   stylesheet's own rules (the themes' variable sets) and the utilities of the public pages: every module the
//   entry that imports the stylesheet reaches, by static or lazy imports, without entering the workspace.
//   Its theme variables are those of every utility of the app, so that the workspace's need none of their own.
// - the workspace sheet (`<Workspace>-<hash>.css`, loaded with the workspace's chunk,
//   src/shell/loadWorkspaceStylesheet.ts): every utility of every file tailwind.config.js names (its content), in
//   Tailwind's order, without the theme and preflight. It repeats the base sheet's utilities on purpose: once
//   it is loaded it alone decides the order of any two utilities, whichever sheet also has them, so an element
//   never sees its classes ranked differently by two sheets.
// - the complete sheet (`<entry>.complete-<hash>.css`): Tailwind's one sheet for the whole app, theme,
//   preflight, the stylesheet's own rules and every utility in Tailwind's order. A browser whose last screen
//   was the workspace gets it instead of the other two (workspace.html, server/http/static.ts): one file, no
//   utility downloaded twice, and no order but Tailwind's.
// The stylesheet is imported by the entry (`import './styles.css'`) so that esbuild watches it; esbuild itself
// gets nothing from it. The sheets are written after the build, from its metafile: the public pages are only
// known once the graph is. Each becomes the `cssBundle` of its entry's output in the metafile (build.mjs's
// index.html and client-meta.json read it there); the complete sheet is the entry's `completeCssBundle`.
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every module `start` reaches through static and lazy imports, without entering `boundary`. */
function reachable(inputs, start, boundary) {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length) {
    for (const i of inputs[stack.pop()]?.imports ?? []) {
      if (i.external || i.path === boundary || seen.has(i.path)) continue;
      seen.add(i.path);
      stack.push(i.path);
    }
  }
  return seen;
}

/** The top-level statements of Tailwind's (unminified) output: rules, at-rules with their blocks, comments. */
function statements(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  const cut = (end) => {
    const text = css.slice(start, end).trim();
    if (text) out.push(text);
    start = end;
  };
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
      if (depth === 0) cut(i + 1);
    } else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if ((c === '}' && --depth === 0) || (c === ';' && depth === 0)) cut(i + 1);
  }
  cut(css.length);
  return out;
}

/**
 * What a top-level statement is: the theme variables, the preflight, what utilities need (the utilities,
 * the layer order, `@property` and `@keyframes` and their fallbacks), the license, or the stylesheet's own.
 */
function kindOf(statement) {
  if (/^@layer\s+theme\s*\{/.test(statement)) return 'theme';
  if (/^@layer\s+base\s*\{/.test(statement)) return 'preflight';
  if (/^@layer\s+(utilities|properties)\s*\{|^@layer\s[^{]*;$|^@property\s|^@keyframes\s/.test(statement)) return 'utilities';
  if (statement.startsWith('/*!')) return 'license';
  return 'own';
}

/** Tailwind's CSS of the stylesheet for the given class candidates, as top-level statements. */
async function generate(input, base, candidates) {
  const compiler = await compile(input, { base, onDependency: () => {} });
  return statements(compiler.build(candidates));
}

const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();

/** The plugin: `workspace` is the module whose lazy chunk loads the workspace sheet (relative to absWorkingDir). */
export function tailwind({ workspace }) {
  return {
    name: 'tailwind',
    setup(build) {
      const { absWorkingDir, outdir, minify, write } = build.initialOptions;
      // A pass that writes nothing (build/chunkRoots.mjs's look at the graph) needs no stylesheet.
      if (write === false) return;
      build.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'empty' }));
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        const { inputs, outputs } = result.metafile;
        const sheets = Object.keys(inputs).filter((file) => file.endsWith('.css'));
        if (sheets.length !== 1) throw new Error(`build/tailwind.mjs: one stylesheet expected (others are @imported by it), found ${sheets.join(', ') || 'none'}`);
        const sheet = sheets[0];
        const entry = Object.keys(inputs).find((file) => inputs[file].imports.some((i) => i.path === sheet));
        const sheetDir = path.dirname(path.join(absWorkingDir, sheet));
        const input = readFileSync(path.join(absWorkingDir, sheet), 'utf8');

        // The whole app's scan covers the files tailwind.config.js names (its `content`, loaded by the
        // stylesheet's @config); the public pages' scan, the same files among those the entry reaches.
        const { sources } = await compile(input, { base: sheetDir, onDependency: () => {} });
        const appScanner = new Scanner({ sources });
        const allCandidates = appScanner.scan();
        const scanned = new Set(appScanner.files);
        const publicFiles = [...reachable(inputs, entry, workspace)].filter((file) => scanned.has(path.join(absWorkingDir, file)));
        const publicCandidates = new Scanner({}).scanFiles(
          publicFiles.map((file) => ({ content: readFileSync(path.join(absWorkingDir, file), 'utf8'), extension: path.extname(file).slice(1) })),
        );
        const [everything, publicOnly] = await Promise.all([generate(input, sheetDir, allCandidates), generate(input, sheetDir, publicCandidates)]);

        const theme = everything.filter((s) => kindOf(s) === 'theme');
        const baseSheet = publicOnly.flatMap((s) => (kindOf(s) === 'theme' ? theme : [s]));
        const workspaceSheet = everything.filter((s) => ['license', 'utilities'].includes(kindOf(s)));
        // The order of the layers, which the first sheet to name a layer sets for the page: both sheets begin
        // with all of it, outside the minifier, which drops what a sheet leaves empty (the base sheet may have
        // no `properties` layer, which the workspace sheet would then add above the utilities).
        const layers = everything.filter((s) => /^@layer\s[^{]*;$/.test(s)).map((s) => s.replace(/\s*,\s*/g, ',')).join('');

        const outputOf = (module) => {
          const output = Object.keys(outputs).find((out) => outputs[out].entryPoint === module);
          if (!output) throw new Error(`build/tailwind.mjs: ${module} is not an entry or a lazily imported module of the build`);
          return output;
        };
        const emit = (parts, module, { suffix = '', field = 'cssBundle' } = {}) => {
          const code = layers + optimize(parts.join('\n'), { minify, file: path.join(absWorkingDir, sheet) }).code;
          const file = path.join(outdir, `${path.basename(module, path.extname(module))}${suffix}-${hashOf(code)}.css`);
          writeFileSync(file, code);
          const key = path.relative(absWorkingDir, file).split(path.sep).join('/');
          const bytes = Buffer.byteLength(code);
          outputs[key] = { imports: [], exports: [], inputs: { [sheet]: { bytesInOutput: bytes } }, bytes };
          outputs[outputOf(module)][field] = key;
        };
        emit(baseSheet, entry);
        emit(workspaceSheet, workspace);
        emit(everything, entry, { suffix: '.complete', field: 'completeCssBundle' });
      });
    },
  };
}
