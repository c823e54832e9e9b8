/** Locates the project's own files whether the server runs from source (tsx) or from dist/ (esbuild). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'server'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

export const projectRoot = findRoot();
export const migrationsDir = path.join(projectRoot, 'server', 'db', 'migrations');
