/**
 * Serves the built browser app from dist/public. Hashed assets (assets/*) are immutable; the documents are
 * revalidated every time; brotli or gzip siblings made at build time are sent when the client takes them; a
 * script's or stylesheet's source map is named in a `SourceMap` header. A file's bytes are read on its first
 * request and kept (source maps excepted: large, and asked for by a developer's tools only): the build does
 * not change while the server runs, and opening, reading and closing every script of a page load again was
 * main-thread time of the one event loop that also answers that page's data calls.
 * Any non-API path that is not a file is a client route and gets a document by its path: index.html for
 * the public pages, workspace.html for the others (model/documents.ts).
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { documentFor } from '../../model/documents.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

interface Asset {
  file: string;
  size: number;
  etag: string;
  type: string;
  /** Its source map's address, sent as the `SourceMap` header (the build writes no comment naming it). */
  map: string | undefined;
  br: boolean;
  gz: boolean;
  immutable: boolean;
}

export interface StaticFiles {
  /** True when the request was answered (a file, or a document for a client route). */
  serve(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean;
  readonly built: boolean;
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

/** Indexes dist/public once at start: serving does no file-system lookups but the read itself. */
export function staticFiles(distDir: string): StaticFiles {
  const assets = new Map<string, Asset>();
  if (existsSync(distDir)) {
    const files = new Set(walk(distDir));
    for (const rel of files) {
      if (rel.endsWith('.br') || rel.endsWith('.gz')) continue;
      const file = path.join(distDir, rel);
      const stat = statSync(file);
      assets.set('/' + rel, {
        file,
        size: stat.size,
        etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
        type: TYPES[path.extname(rel)] ?? 'application/octet-stream',
        map: /\.(js|css)$/.test(rel) && files.has(rel + '.map') ? `/${rel}.map` : undefined,
        br: files.has(rel + '.br'),
        gz: files.has(rel + '.gz'),
        immutable: rel.startsWith('assets/'),
      });
    }
  }
  const bodies = new Map<string, Buffer>();
  const bytesOf = (file: string): Buffer => {
    let body = bodies.get(file);
    if (!body) bodies.set(file, (body = readFileSync(file)));
    return body;
  };
  const index = assets.get('/index.html');
  const workspace = assets.get('/workspace.html') ?? index;

  function send(req: IncomingMessage, res: ServerResponse, asset: Asset): void {
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('ETag', asset.etag);
    if (asset.map) res.setHeader('SourceMap', asset.map);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304).end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    let file = asset.file;
    if (asset.br && /\bbr\b/.test(accept)) {
      file += '.br';
      res.setHeader('Content-Encoding', 'br');
    } else if (asset.gz && /\bgzip\b/.test(accept)) {
      file += '.gz';
      res.setHeader('Content-Encoding', 'gzip');
    }
    if (file.endsWith('.map')) {
      res.writeHead(200, { 'Content-Length': asset.size });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).on('error', () => res.destroy()).pipe(res);
      return;
    }
    let body: Buffer;
    try {
      body = bytesOf(file);
    } catch {
      // Gone since the index was made (a rebuild under a running server): the request fails as a read would.
      res.destroy();
      return;
    }
    res.writeHead(200, { 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    built: index !== undefined,
    serve(req, res, urlPath) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const asset = assets.get(urlPath);
      if (asset) {
        send(req, res, asset);
        return true;
      }
      // A missing hashed asset is a real 404 (an old page asking for a chunk gone after a deploy).
      if (urlPath.startsWith('/assets/') || !index) return false;
      send(req, res, documentFor(urlPath) === 'index.html' ? index : workspace!);
      return true;
    },
  };
}
