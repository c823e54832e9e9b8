// Builds the portal: the browser app (esbuild, code splitting, content-hashed names, Tailwind CSS,
// source maps, brotli/gzip siblings, index.html pointing at the hashed entry) into dist/public, and the
// server into dist/server. `--watch` rebuilds on change and restarts the server (npm run dev).
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { browserTarget } from './build/browserTarget.mjs';
import { chunkRoots } from './build/chunkRoots.mjs';
import { tailwind } from './build/tailwind.mjs';
import { englishOnDemand } from './build/englishOnDemand.mjs';
import { precompute } from './build/precompute.mjs';
import { writeResourceLists } from './build/resourceLists.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
// BUILD_DIR lets several checkouts' worth of work build side by side (e2e runs read DIST_DIR=<it>/public).
const distRoot = path.resolve(root, process.env.BUILD_DIR ?? 'dist');
const publicDir = path.join(distRoot, 'public');
const assetsDir = path.join(publicDir, 'assets');
const serverOut = path.join(distRoot, 'server');
const watch = process.argv.includes('--watch');

// Before the bundles: they import the lists written from the files of model/resources/.
writeResourceLists(root);

/** The app's documents (model/documents.ts), each with its entry. */
const DOCUMENTS = { 'index.html': 'src/main.tsx', 'workspace.html': 'src/workspace.tsx' };

/**
 * Writes the app's two documents from the template: each links its entry's stylesheet and script, and
 * preloads the entry's static imports, which the browser would otherwise discover one file at a time.
 */
function writeDocuments(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const href = (file) => '/' + path.relative(publicDir, path.join(root, file)).split(path.sep).join('/');
  const imported = (file, into = new Set()) => {
    for (const i of metafile.outputs[file].imports) {
      if (i.kind === 'import-statement' && i.path.endsWith('.js') && !into.has(i.path)) imported(i.path, into.add(i.path));
    }
    return into;
  };
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  for (const [name, entryPoint] of Object.entries(DOCUMENTS)) {
    const [file, entry] = outputs.find(([, o]) => o.entryPoint === entryPoint);
    const head = [
      `    <link rel="stylesheet" href="${href(entry.cssBundle)}">`,
      ...[...imported(file)].map((chunk) => `    <link rel="modulepreload" href="${href(chunk)}">`),
      `    <script type="module" src="${href(file)}"></script>`,
    ];
    writeFileSync(path.join(publicDir, name), template.replace('<!-- assets -->', head.join('\n').trimStart()));
  }
}

/** Brotli and gzip siblings of every text asset, for the server to send as they are. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|json)$/.test(entry.name)) {
      const data = readFileSync(file);
      if (data.length < 512) continue;
      writeFileSync(file + '.gz', gzipSync(data, { level: 9 }));
      writeFileSync(
        file + '.br',
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      );
    }
  }
}

const clientOptions = {
  entryPoints: Object.values(DOCUMENTS),
  absWorkingDir: root,
  ...browserTarget(!watch),
  splitting: true,
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  // Maps without the `sourceMappingURL` comment in every file: the server names each file's map in a
  // `SourceMap` header instead (server/http/static.ts), which the browsers' tools read the same way.
  sourcemap: 'external',
  metafile: true,
  legalComments: 'linked',
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  // The first plugin to load a file decides its contents: englishOnDemand's declarations (JSON data that
  // imports only the catalogue's runtime) come before chunkRoots, which would load them as written.
  plugins: [
    tailwind(),
    precompute,
    englishOnDemand({ boot: 'src/boot.tsx' }),
    chunkRoots({ entries: Object.values(DOCUMENTS), boot: 'src/boot.tsx', kits: ['src/crud/list/ListPage.tsx'] }),
  ],
  logLevel: 'warning',
};

const serverOptions = {
  entryPoints: ['server/main.ts'],
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: path.join(serverOut, 'main.mjs'),
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
};

function finishClient(result) {
  if (result.errors.length) return false;
  writeDocuments(result.metafile);
  // What went into each chunk, for `npm run bench` and for finding what a screen pays for.
  writeFileSync(path.join(distRoot, 'client-meta.json'), JSON.stringify(result.metafile));
  if (!watch) precompress(publicDir);
  return true;
}

if (!watch) {
  const started = performance.now();
  rmSync(distRoot, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const [client] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  finishClient(client);
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
} else {
  rmSync(distRoot, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  let child;
  const restart = () => {
    if (child) child.kill('SIGTERM');
    const next = spawn(process.execPath, ['--enable-source-maps', path.join(serverOut, 'main.mjs')], { stdio: 'inherit' });
    child = next;
  };
  const onEnd = (handler) => ({ name: 'on-end', setup: (b) => b.onEnd(handler) });
  const client = await esbuild.context({
    ...clientOptions,
    plugins: [...clientOptions.plugins, onEnd((r) => { if (finishClient(r) && child) { console.log('client rebuilt: restarting'); restart(); } })],
  });
  // The server indexes dist/public at start, so it restarts after client rebuilds as well as its own.
  const server = await esbuild.context({
    ...serverOptions,
    plugins: [onEnd((r) => { if (!r.errors.length) { console.log('server rebuilt: restarting'); restart(); } })],
  });
  await Promise.all([client.watch(), server.watch()]);
  const stop = () => { child?.kill('SIGTERM'); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
