/**
 * How Firebase Hosting picks the shell site's document for a path (firebase.json: `trailingSlash: false`,
 * rewrites to a file or to the pages function, 404.html for the rest), for the local stand-in.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect } from 'vite';
import { localFirebaseConfig } from './site-data.ts';
import { ports } from './ports.ts';

type Rewrite =
  { source: string; destination: string } | { source: string; function: { functionId: string; region: string } };

/** The Functions emulator's address of a function (what Hosting's emulator proxies a rewrite to). */
export function localFunctionUrl(fn: { functionId: string; region: string }, port = ports.functions): string {
  return `http://127.0.0.1:${port}/${localFirebaseConfig().firebase.projectId}/${fn.region}/${fn.functionId}`;
}

const firebaseJson = path.join(import.meta.dirname, '../../firebase.json');

export function shellRewrites(file = firebaseJson): Rewrite[] {
  const hosting = (
    JSON.parse(readFileSync(file, 'utf8')) as { hosting: Array<{ target: string; rewrites?: Rewrite[] }> }
  ).hosting;
  return hosting.find((target) => target.target === 'shell')?.rewrites ?? [];
}

/** A hosting glob (`*` one segment, `**` any) as a regular expression. */
function globRegex(glob: string): RegExp {
  const pattern = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

export type Resolution =
  { file: string; status: 200 | 404 } | { redirect: string } | { function: { functionId: string; region: string } };

/**
 * The path's segments decoded, or null when one cannot be a folder of the site: an encoded `/` or `\`
 * (it is data inside its segment, e.g. a rubro typed as "a/b"), `.`/`..`, or a broken escape.
 */
function folderSegments(rawPath: string): string[] | null {
  try {
    const segments = rawPath.split('/').filter(Boolean).map(decodeURIComponent);
    return segments.some((segment) => /[/\\]/.test(segment) || segment === '.' || segment === '..') ? null : segments;
  } catch {
    return null;
  }
}

/** Whether `rawPath` names a file of the site (an asset, the icons, remotes.json): hosting serves it as is. */
export function isSiteFile(outDir: string, rawPath: string): boolean {
  const segments = folderSegments(rawPath);
  if (!segments || segments.length === 0) return false;
  const file = path.join(outDir, ...segments);
  return existsSync(file) && statSync(file).isFile();
}

/**
 * The file hosting serves for `rawPath` (the URL's path as sent, percent-encoded) from `outDir`, when it
 * is not a file of the site: a path with a file extension is no document either (`/nada.html`,
 * `/wp-login.php`), so unless a rewrite takes it it answers 404, as hosting does.
 * Rewrites match the path as sent, so an encoded slash stays inside its segment.
 */
export function resolveDocument(outDir: string, rawPath: string, rewrites: Rewrite[]): Resolution {
  if (rawPath.length > 1 && rawPath.endsWith('/')) return { redirect: rawPath.replace(/\/+$/, '') || '/' };
  const segments = folderSegments(rawPath);
  const own = segments && (segments.length === 0 ? 'index.html' : `${segments.join('/')}/index.html`);
  if (own && existsSync(path.join(outDir, own))) return { file: own, status: 200 };
  const rewrite = rewrites.find((rule) => globRegex(rule.source).test(rawPath));
  if (rewrite)
    return 'function' in rewrite ? { function: rewrite.function } : { file: rewrite.destination.slice(1), status: 200 };
  return { file: '404.html', status: 404 };
}

/** Hosting's proxying of a rewrite to a function: the request as sent, the function's answer as it is. */
async function proxyToFunction(
  fn: { functionId: string; region: string },
  req: Connect.IncomingMessage,
  res: ServerResponse,
) {
  try {
    const answer = await fetch(`${localFunctionUrl(fn)}${req.url ?? '/'}`, { method: req.method, redirect: 'manual' });
    res.statusCode = answer.status;
    for (const [key, value] of answer.headers)
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key))
        res.setHeader(key, value);
    res.end(Buffer.from(await answer.arrayBuffer()));
  } catch {
    // Hosting answers a function that does not respond with its own error.
    res.statusCode = 502;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(
      'La función pages no responde: ¿corre el emulador de Functions (pnpm serve --only backend) y está construida (pnpm build)?',
    );
  }
}

export function hostingDocuments(outDir: string): Connect.NextHandleFunction {
  const rewrites = shellRewrites();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const [rawPath = '/', query] = (req.url ?? '/').split('?');
    if (isSiteFile(outDir, rawPath)) return next();
    const resolution = resolveDocument(outDir, rawPath, rewrites);
    if ('function' in resolution) {
      void proxyToFunction(resolution.function, req, res);
      return;
    }
    if ('redirect' in resolution) {
      res.statusCode = 301;
      res.setHeader('Location', resolution.redirect + (query ? `?${query}` : ''));
      return res.end();
    }
    if (resolution.status === 200) {
      req.url = `/${resolution.file}${query ? `?${query}` : ''}`;
      return next();
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    const file = path.join(outDir, resolution.file);
    res.end(existsSync(file) ? readFileSync(file) : 'Not Found');
  };
}
