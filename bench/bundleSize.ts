/** What the login page downloads: every script and stylesheet index.html loads, raw, gzip and brotli. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes of the files index.html references (entry script, module preloads, stylesheets) in publicDir. */
export function bundleSizes(publicDir: string): AssetSize[] {
  const html = readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+\.(js|css))"/g)];
  return refs.map(([, href, ext]) => {
    const data = readFileSync(path.join(publicDir, href!));
    // Measured here with the build's own settings, also for files too small to be precompressed.
    return {
      file: href!,
      kind: ext as 'js' | 'css',
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
}
