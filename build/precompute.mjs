// A module named `*.precomputed.ts` derives data from model/ (the menu catalogue, the resource declarations)
// for the browser. In the browser build it is replaced by its exports' values, computed here at build time,
// so the browser downloads the data and none of what it was derived from (docs/ARCHITECTURE.md). Elsewhere
// (the server, tests under tsx) it runs as written, from the same sources. Its exports must be JSON data.
import { isDeepStrictEqual } from 'node:util';
import { runModule } from './runModule.mjs';

export const precompute = {
  name: 'precompute',
  setup(build) {
    const absWorkingDir = build.initialOptions.absWorkingDir ?? process.cwd();
    build.onLoad({ filter: /\.precomputed\.ts$/ }, async (args) => {
      const { exports, watchFiles } = await runModule(args.path, absWorkingDir);
      const lines = Object.entries(exports).map(([name, value]) => {
        const json = JSON.stringify(value);
        // Functions, undefined and class instances would not survive: say so rather than ship less.
        if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) throw new Error(`${name} of ${args.path} is not JSON data`);
        return name === 'default' ? `export default ${json};` : `export const ${name} = ${json};`;
      });
      return { contents: lines.join('\n'), loader: 'js', watchFiles };
    });
  },
};
