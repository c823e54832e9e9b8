/**
 * Recognises a failed chunk load: a lazily imported page whose file is gone after a deploy, or its
 * stylesheet. The names are the spec's (section 8), which the webpack-built original reported.
 */

export type ChunkErrorType = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

/** What browsers say when `import()` cannot fetch or evaluate a module (Chromium, Firefox, Safari). */
const MODULE_LOAD_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [^\s]+ failed/i;

export function chunkErrorType(error: unknown): ChunkErrorType | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (code === 'CSS_CHUNK_LOAD_FAILED' || name === 'CSS_CHUNK_LOAD_FAILED') return 'CSS_CHUNK_LOAD_FAILED';
  if (name === 'ChunkLoadError') return 'ChunkLoadError';
  return typeof message === 'string' && MODULE_LOAD_FAILED.test(message) ? 'ChunkLoadError' : null;
}

/** The error a chunk that loads for too long becomes (spec section 9: 120 seconds). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Chunk load timeout of spec section 9. */
export const CHUNK_TIMEOUT_MS = 120_000;
