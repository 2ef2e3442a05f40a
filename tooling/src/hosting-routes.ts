/**
 * How Firebase Hosting picks the shell site's document for a path (firebase.json: `trailingSlash:
 * false`, rewrites of the known routes, 404.html for the rest), for the local servers (Node only).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
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
  if (rewrite) return { file: rewrite.destination.slice(1), status: 200 };
  return { file: '404.html', status: 404 };
}

/** Middleware: the site's files as they are, documents as hosting picks them; any other path answers 404 with 404.html. */
export function hostingDocuments(outDir: string): Connect.NextHandleFunction {
  const rewrites = shellRewrites();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const [rawPath = '/', query] = (req.url ?? '/').split('?');
    if (isSiteFile(outDir, rawPath)) return next();
    const resolution = resolveDocument(outDir, rawPath, rewrites);
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
