// Runs every test file (test/**/*.test.ts[x]) with node's test runner through tsx.
// `npm test -- test/platform` runs the files under the given folders or files only.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const targets = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('-'));

function collect(target, out) {
  const full = path.resolve(root, target);
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) {
      if (entry === 'node_modules' || entry === 'helpers') continue;
      collect(path.join(full, entry), out);
    }
  } else if (/\.test\.tsx?$/.test(full)) out.push(path.relative(root, full));
  return out;
}

const files = (targets.length ? targets : ['test']).flatMap((t) => collect(t, []));
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  // Tests run modules of every area on their own, as the server and the workspace do: every text registered.
  ['--import', 'tsx', '--import', pathToFileURL(path.join(root, 'model/i18n/all.ts')).href, '--test', '--test-reporter=spec', '--test-concurrency=2', ...flags, ...files],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
process.exit(result.status ?? 1);
