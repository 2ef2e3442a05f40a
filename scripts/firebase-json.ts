/**
 * `pnpm firebase:json`: writes the parts of firebase.json that follow from other sources, keeping the
 * rest of the file (hand-written) as it is:
 * - the shell site's rewrites: every path with its own document (prerender/site-documents.ts: the routes
 *   made at build, `@frio/shared/routes`, and the rubros) but `/`, to the bare shell, so a route whose
 *   document is missing still opens; any other path is the 404. A route made on request has nowhere to
 *   go yet: the generator refuses it (`requestRoutes`);
 * - the shell's Content-Security-Policy (tooling/src/csp.ts), for the remote sites `.firebaserc` names,
 *   on every response of the shell's site (CSP_SOURCE), so on every HTML one.
 * firebase-json.test.ts fails (and with it CI) when the file on disk is not what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contentSecurityPolicy } from '../tooling/src/csp.ts';
import { siteUrl } from '../tooling/src/release/hosting.ts';
import { units } from '../tooling/src/units.ts';
import { siteRoutes, type SiteRoute } from '@frio/shared/routes';
import { documentPaths, shellFile } from './prerender/site-documents.ts';

const root = path.join(import.meta.dirname, '..');
export const firebaseJsonFile = path.join(root, 'firebase.json');

interface Header {
  key: string;
  value: string;
}
interface HostingTarget {
  target: string;
  rewrites?: Array<{ source: string; destination: string }>;
  headers?: Array<{ source?: string; regex?: string; headers: Header[] }>;
  [other: string]: unknown;
}
export interface FirebaseJson {
  hosting: HostingTarget[];
  [other: string]: unknown;
}

const CSP = 'Content-Security-Policy';

/**
 * The CSP rule's match: every response of the shell's site. Firebase Hosting matches a header rule against
 * the requested path, not the file it serves, so any narrower match misses HTML: `/app.html`,
 * `/login/index.html`, and the 404.html it serves for any missing path, dotted ones included
 * (`/x.js`), each of which boots the app. On a script the policy does nothing.
 */
export const CSP_SOURCE = '**';

/** The remote units' deployed origins (their Firebase Hosting sites, as `pnpm release` names them). */
export function remoteOrigins(): string[] {
  return (Object.keys(units) as Array<keyof typeof units>)
    .filter((unit) => unit !== 'shell')
    .map((unit) => new URL(siteUrl(root, unit, 'firebase')).origin);
}

/** `config` with the shell's rewrites and CSP replaced by those of `documents` and `csp` (pure). */
export function withGeneratedParts(config: FirebaseJson, documents: readonly string[], csp: string): FirebaseJson {
  const hosting = config.hosting.map((target) => {
    if (target.target !== 'shell') return target;
    const headers = target.headers ?? [];
    if (headers.filter((rule) => rule.headers.some((header) => header.key === CSP)).length !== 1)
      throw new Error(`firebase.json: the shell target needs exactly one header rule with ${CSP}`);
    return {
      ...target,
      rewrites: documents
        .filter((document) => document !== '/')
        .map((source) => ({ source, destination: `/${shellFile}` })),
      headers: headers.map((rule) => {
        if (!rule.headers.some((header) => header.key === CSP)) return rule;
        const { source: _source, regex: _regex, ...rest } = rule;
        return {
          source: CSP_SOURCE,
          ...rest,
          headers: rule.headers.map((header) => (header.key === CSP ? { key: CSP, value: csp } : header)),
        };
      }),
    };
  });
  if (!hosting.some((target) => target.target === 'shell')) throw new Error('firebase.json has no shell target');
  return { ...config, hosting };
}

/** Throws when a route is made on request (`made: 'request'`): firebase.json names no server for it yet. */
export function requestRoutes(routes: readonly SiteRoute[]): void {
  const onRequest = routes.filter((route) => route.made === 'request').map((route) => route.path);
  if (onRequest.length > 0)
    throw new Error(`firebase.json: no rewrite for routes made on request: ${onRequest.join(', ')}`);
}

/** firebase.json as `pnpm firebase:json` writes it, from the files in the repository. */
export function expectedFirebaseJson(): FirebaseJson {
  requestRoutes(siteRoutes);
  const current = JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as FirebaseJson;
  return withGeneratedParts(current, documentPaths(), contentSecurityPolicy(remoteOrigins()));
}

async function main() {
  const text = JSON.stringify(expectedFirebaseJson(), null, 2);
  const options = (await resolveConfig(firebaseJsonFile)) ?? {};
  writeFileSync(firebaseJsonFile, await format(text, { ...options, filepath: firebaseJsonFile }));
  console.log(`firebase.json: rewrites and CSP written (${documentPaths().length - 1} rewrites)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
