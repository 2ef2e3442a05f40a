/**
 * How Firebase Hosting picks the shell site's document for a path (firebase.json: `trailingSlash:
 * false`, rewrites of the known routes, 404.html for the rest), for the local servers (Node only).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect } from 'vite';

interface Rewrite {
  source: string;
  destination: string;
}

const firebaseJson = path.join(import.meta.dirname, '../../firebase.json');

/** The shell target's rewrites in firebase.json. */
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

export type Resolution = { file: string; status: 200 | 404 } | { redirect: string };

/** The file hosting serves for `pathname` (a path without a file extension) from `outDir`. */
export function resolveDocument(outDir: string, pathname: string, rewrites: Rewrite[]): Resolution {
  if (pathname.length > 1 && pathname.endsWith('/')) return { redirect: pathname.replace(/\/+$/, '') || '/' };
  const own = pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
  if (existsSync(path.join(outDir, own))) return { file: own, status: 200 };
  const rewrite = rewrites.find((rule) => globRegex(rule.source).test(pathname));
  if (rewrite) return { file: rewrite.destination.slice(1), status: 200 };
  return { file: '404.html', status: 404 };
}

/** Middleware: documents as hosting picks them; unknown paths answer 404 with 404.html. */
export function hostingDocuments(outDir: string): Connect.NextHandleFunction {
  const rewrites = shellRewrites();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const [rawPath = '/', query] = (req.url ?? '/').split('?');
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return next();
    }
    if (path.posix.basename(pathname).includes('.')) return next();
    const resolution = resolveDocument(outDir, pathname, rewrites);
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
