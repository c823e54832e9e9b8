/**
 * npm run bench: prints figures, never fails on one: cold start of the built server on an existing demo
 * database, the size of what index.html loads, and the shell in Chromium (issue 5: timings and what each
 * screen downloads). `npm run bench -- scale` runs the provincial-scale suite instead (bench/scale.ts: a
 * million cadres, every list, search and statistic, the load mix). docs/performance.md keeps the figures.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/paths.ts';
import { benchScale } from './scale.ts';
import { browserBench } from './browser.ts';
import { bundleSizes } from './bundleSize.ts';
import { openFloor } from './reactFloor.ts';
import { coldStart, median } from './coldStart.ts';
import { formatTable, kib, ms } from './table.ts';

const RUNS = 5;
/** Loads of the list and of the floor: their medians' ratio is issue 18's goal, and five loads spread by a tenth. */
const LOADS = 15;

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: projectRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

if (process.argv.includes('scale')) {
  await benchScale();
  process.exit(0);
}

console.log(`\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lgb-bench-'));
try {
  const { firstStart, starts } = await coldStart(projectRoot, dataDir, RUNS);
  console.log(`\nCold start of dist/server/main.mjs to the first /readyz 200 (PGlite, demo database)\n`);
  console.log(
    formatTable(
      ['start', 'time'],
      [
        ['first start: new directory, migrations, demo data', ms(firstStart)],
        ...starts.map((t, i) => [`start ${i + 1} on the existing demo database`, ms(t)]),
        [`median of ${RUNS} starts`, ms(median(starts))],
      ],
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const sizes = bundleSizes(path.join(projectRoot, 'dist', 'public'));
const total = (kind: 'js' | 'css') => sizes.filter((s) => s.kind === kind).reduce(
  (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }),
  { raw: 0, gzip: 0, brotli: 0 },
);
console.log(`\nWhat the login page loads (every script and stylesheet of dist/public/index.html)\n`);
console.log(
  formatTable(
    ['file', 'raw', 'gzip -9', 'brotli 11'],
    [
      ...sizes.map((s) => [s.file, kib(s.raw), kib(s.gzip), kib(s.brotli)]),
      ...(['js', 'css'] as const).map((kind) => {
        const t = total(kind);
        return [`total ${kind.toUpperCase()}`, kib(t.raw), kib(t.gzip), kib(t.brotli)];
      }),
    ],
  ),
);

// Issue 5: the shell in Chromium (skipped without Debian's chromium).
if (existsSync('/usr/bin/chromium')) {
  const browserData = mkdtempSync(path.join(os.tmpdir(), 'lgb-bench-browser-'));
  try {
    const floorPage = await openFloor(projectRoot);
    const floor = { wall: [] as number[], mainThread: [] as number[], bytes: floorPage.bytes };
    const b = await browserBench(projectRoot, browserData, RUNS, LOADS, async () => {
      const { wall, mainThread } = await floorPage.load();
      floor.wall.push(wall);
      floor.mainThread.push(mainThread);
    }).finally(() => floorPage.close());
    const spread = (values: readonly number[]) => `${ms(Math.min(...values))} / ${ms(Math.max(...values))}`;
    console.log(`\nThe shell in Chromium (median of ${RUNS} runs, of ${LOADS} loads for the list and the floor, one of each in turn; fastest / slowest)\n`);
    console.log(
      formatTable(
        ['measure', 'median', 'fastest / slowest'],
        [
          ['sign-in click → home interactive', ms(median(b.signInToHome)), spread(b.signInToHome)],
          ['new tab, stored session: /home → interactive', ms(median(b.coldHome)), spread(b.coldHome)],
          ['switch between two cached tags (to painted)', ms(median(b.switchCachedTags)), spread(b.switchCachedTags)],
          ['open a list page not in the cache (to its table)', ms(median(b.openUncached)), spread(b.openUncached)],
          ['wall time, navigation → filled list', ms(median(b.listWall)), spread(b.listWall)],
          ['main-thread time, navigation → filled list', ms(median(b.listMainThread)), spread(b.listMainThread)],
          ['the bare React floor: wall time to its table of 20 rows', ms(median(floor.wall)), spread(floor.wall)],
          ['the bare React floor: main-thread time to that table', ms(median(floor.mainThread)), spread(floor.mainThread)],
        ],
      ),
    );
    // Issue 18's goal: both at most 2× the floor's, medians of the same run, their loads in turn.
    const ratio = (list: number[], base: number[]) => `${(median(list) / median(base)).toFixed(2)}×`;
    console.log(`\nThe list against the bare React floor: wall time ${ratio(b.listWall, floor.wall)}, main-thread time ${ratio(b.listMainThread, floor.mainThread)}`);
    console.log(`\nWhat each screen downloads (scripts and stylesheets requested, sized from dist/)\n`);
    console.log(
      formatTable(
        ['screen', 'files', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'total gzip'],
        [
          ...b.screens.map((s) => [s.screen, String(s.files), kib(s.js.raw), kib(s.js.gzip), kib(s.css.raw), kib(s.css.gzip), kib(s.js.gzip + s.css.gzip)]),
          ['the bare React floor (bench/floor/main.tsx)', '1', kib(floor.bytes.raw), kib(floor.bytes.gzip), '—', '—', kib(floor.bytes.gzip)],
          [`largest page chunk: ${b.largestPageChunk.file}`, '1', kib(b.largestPageChunk.raw), kib(b.largestPageChunk.gzip), '—', '—', kib(b.largestPageChunk.gzip)],
        ],
      ),
    );
  } finally {
    rmSync(browserData, { recursive: true, force: true });
  }
} else {
  console.log('\nThe shell in Chromium: skipped, /usr/bin/chromium not found');
}
