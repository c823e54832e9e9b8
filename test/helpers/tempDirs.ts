/** Temporary directories for one suite, removed after it. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

/** Call inside a describe(): `make()` returns a new empty directory; all are removed after the suite. */
export function tempDirs(prefix = 'lgb-test-'): { make(): string } {
  const made: string[] = [];
  after(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return {
    make() {
      const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
  };
}
