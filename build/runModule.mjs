// Runs a module of ours at build time, bundled on its own (its imports included, no plugin): for build steps
// that turn what a module exports into what the browser gets.
import * as esbuild from 'esbuild';
import path from 'node:path';

/** The module's exports and the files it is made of (for esbuild to watch). */
export async function runModule(file, absWorkingDir) {
  const { outputFiles, metafile } = await esbuild.build({
    entryPoints: [file], absWorkingDir, bundle: true, write: false, format: 'esm', platform: 'neutral', metafile: true, logLevel: 'silent',
  });
  const exports = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
  return { exports, watchFiles: Object.keys(metafile.inputs).map((input) => path.resolve(absWorkingDir, input)) };
}
