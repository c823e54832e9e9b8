/**
 * A warning is a failure: in a DOM test, whatever reaches console.error or console.warn (React's act()
 * warnings, a duplicate key, a fetch of the window that failed) fails the test it was written in, with its
 * text, instead of scrolling past a green run. One kind of line is expected and kept out of the output:
 * happy-dom's own line for an answer with a 4xx status (`POST http://… 400 (Bad Request)`, what a browser's
 * console prints), since tests provoke refusals on purpose and assert them on screen or in server.logs.
 * A test that provokes a console line on purpose reads it through consoleOf.
 */
import { afterEach } from 'node:test';
import { format } from 'node:util';

/** happy-dom's line for a fetch answered 4xx (and an image's, which ends with a full stop). */
const REFUSAL = /^[A-Z]+ \S+ 4\d\d \([^)]*\)\.?$/;

const unexpected: string[] = [];
let expected: string[] | null = null;

for (const level of ['error', 'warn'] as const) {
  // happy-dom's window writes to this same console object (GlobalRegistrator passes it on), so one
  // replacement covers React, the app and the window.
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    if (REFUSAL.test(text)) return;
    (expected ?? unexpected).push(`console.${level}: ${text}${appFrames()}`);
  };
}

/**
 * Where in the app the line was written from: for an act() warning, the setState that ran outside act,
 * which says which response or timer the test did not wait for.
 */
function appFrames(): string {
  const frames = (new Error().stack ?? '').split('\n').filter((line) => line.includes('/src/'));
  return frames.length ? `\n  written from:\n${frames.slice(0, 4).join('\n')}` : '';
}

/** Runs `run` and answers what it wrote to console.error and console.warn, for the test to assert. */
export async function consoleOf(run: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  const outer = expected;
  expected = lines;
  try {
    await run();
  } finally {
    expected = outer;
  }
  return lines;
}

function report(): string | null {
  if (unexpected.length === 0) return null;
  return `A warning is a failure (test/helpers/consoleGuard.ts); written to the console:\n${unexpected.splice(0).join('\n')}`;
}

afterEach(() => {
  const failure = report();
  if (failure) throw new Error(failure);
});

// Lines written outside any test (a suite's after hook closing its server, say) fail the file.
process.on('exit', () => {
  const failure = report();
  if (!failure) return;
  process.stderr.write(`${failure}\n`);
  process.exitCode = 1;
});
