// Tailwind CSS for the browser build: one stylesheet per entry (the public document's, the workspace's), from
// the entry's own module graph: the theme variables, the preflight, the stylesheet's own rules (the themes'
// variable sets) and the utilities named in the files the entry reaches, by static or lazy imports. Its theme
// variables are those of every utility of the app: a theme's rules may name any of them.
// The stylesheet is imported by the code both entries load (`import './styles.css'`) so that esbuild watches
// it; esbuild itself gets nothing from it. The sheets are written after the build, from its metafile: what an
// entry reaches is only known once the graph is. Each becomes the `cssBundle` of its entry's output in the
// metafile (build.mjs's documents and client-meta.json read it there).
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every module `start` reaches through static and lazy imports. */
function reachable(inputs, start) {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length) {
    for (const i of inputs[stack.pop()]?.imports ?? []) {
      if (i.external || seen.has(i.path)) continue;
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

const isTheme = (statement) => /^@layer\s+theme\s*\{/.test(statement);

/** Tailwind's CSS of the stylesheet for the given class candidates, as top-level statements. */
async function generate(input, base, candidates) {
  const compiler = await compile(input, { base, onDependency: () => {} });
  return statements(compiler.build(candidates));
}

const hashOf = (text) => createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();

/** The plugin: a sheet for each of the build's entry points. */
export function tailwind() {
  return {
    name: 'tailwind',
    setup(build) {
      const { absWorkingDir, outdir, minify, write, entryPoints } = build.initialOptions;
      // A pass that writes nothing (build/chunkRoots.mjs's look at the graph) needs no stylesheet.
      if (write === false) return;
      build.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'empty' }));
      build.onEnd(async (result) => {
        if (result.errors.length || !result.metafile) return;
        const { inputs, outputs } = result.metafile;
        const sheets = Object.keys(inputs).filter((file) => file.endsWith('.css'));
        if (sheets.length !== 1) throw new Error(`build/tailwind.mjs: one stylesheet expected (others are @imported by it), found ${sheets.join(', ') || 'none'}`);
        const sheet = sheets[0];
        const sheetDir = path.dirname(path.join(absWorkingDir, sheet));
        const input = readFileSync(path.join(absWorkingDir, sheet), 'utf8');

        // The files tailwind.config.js names (its `content`, loaded by the stylesheet's @config): the whole
        // app's scan gives the theme; an entry's sheet has the utilities of those files the entry reaches.
        const { sources } = await compile(input, { base: sheetDir, onDependency: () => {} });
        const appScanner = new Scanner({ sources });
        const theme = (await generate(input, sheetDir, appScanner.scan())).filter(isTheme);
        const scanned = new Set(appScanner.files);

        for (const entry of entryPoints) {
          const files = [...reachable(inputs, entry)].filter((file) => scanned.has(path.join(absWorkingDir, file)));
          const candidates = new Scanner({}).scanFiles(
            files.map((file) => ({ content: readFileSync(path.join(absWorkingDir, file), 'utf8'), extension: path.extname(file).slice(1) })),
          );
          const statements = (await generate(input, sheetDir, candidates)).flatMap((s) => (isTheme(s) ? theme : [s]));
          const code = optimize(statements.join('\n'), { minify, file: path.join(absWorkingDir, sheet) }).code;
          const file = path.join(outdir, `${path.basename(entry, path.extname(entry))}-${hashOf(code)}.css`);
          writeFileSync(file, code);
          const key = path.relative(absWorkingDir, file).split(path.sep).join('/');
          const bytes = Buffer.byteLength(code);
          outputs[key] = { imports: [], exports: [], inputs: { [sheet]: { bytesInOutput: bytes } }, bytes };
          const output = Object.keys(outputs).find((out) => outputs[out].entryPoint === entry);
          outputs[output].cssBundle = key;
        }
      });
    },
  };
}
