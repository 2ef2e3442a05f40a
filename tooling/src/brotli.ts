/**
 * Brotli for the local stand-in of Firebase Hosting, which sends Brotli. `vite preview` only gzips, so the
 * build writes a `.br` copy next to each text file and the preview server sends it when the request
 * accepts `br`. firebase.json ignores the copies on deploy: the hosting CDN compresses by itself.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Connect } from 'vite';
import { filesUnder } from './files.ts';

const textTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.html': 'text/html',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** Below this size compression gains less than a packet. */
const minBytes = 1024;

/** The bytes a static host stores for `source` compressed with Brotli at its best quality. */
export function brotli(source: Buffer): Buffer {
  return brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

export function writeBrotliCopy(file: string): void {
  const source = readFileSync(file);
  if (source.length < minBytes) return;
  writeFileSync(`${file}.br`, brotli(source));
}

export function writeBrotliCopies(outDir: string): void {
  for (const file of filesUnder(outDir, Object.keys(textTypes))) writeBrotliCopy(file);
}

/** A copy older than its file is stale: that request goes on to gzip. */
export function serveBrotliCopies(outDir: string): Connect.NextHandleFunction {
  const root = path.resolve(outDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? '')))
      return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    const type = textTypes[path.extname(pathname)];
    const file = path.join(root, pathname);
    if (!type || !file.startsWith(root + path.sep)) return next();
    let size: number;
    try {
      const copy = statSync(`${file}.br`);
      if (copy.mtimeMs < statSync(file).mtimeMs) return next();
      size = copy.size;
    } catch {
      return next();
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', size);
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(req.method === 'HEAD' ? undefined : readFileSync(`${file}.br`));
  };
}
