/**
 * `pnpm firebase:json`: writes the parts of firebase.json that follow from other sources (the rest is
 * hand-written and kept): the shell site's rewrites (a path with its own document, to the bare shell, so a
 * route whose document is missing still opens; the on-request routes, to the pages function), the shell's
 * and remotes' CSP, and the install files' rules; and database.rules.json's page keys (`$pagina`).
 * Tests fail (and with them CI) when a file on disk is not what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { contentSecurityPolicy, remoteContentSecurityPolicy } from '../tooling/src/csp.ts';
import { siteUrl } from '../tooling/src/release/hosting.ts';
import { units } from '../tooling/src/units.ts';
import { documentPaths, onRequestRoutes, shellFile } from '@frio/renderer/site-documents';
import { FUNCTION_REGION } from '../functions/src/region.ts';
import { FEED_PATH } from '../functions/src/merchant-feed.ts';
import { productImageFolder } from '../shared/src/site/product-preview.ts';
import { PHOTO_PREFIX } from '../shared/src/catalogue/photo.ts';
import { PAGE_KEY_PATTERN } from '../shared/src/consultas/consultas.ts';
import { webAppManifestPath, webAppManifestType } from '../shared/src/site/web-app-manifest.ts';
import { serviceWorkerPath } from '../shared/src/site/offline.ts';

const root = path.join(import.meta.dirname, '..');
export const firebaseJsonFile = path.join(root, 'firebase.json');

interface Header {
  key: string;
  value: string;
}
/** A rewrite to a file of the site, or to a function (Hosting proxies the request to it). */
export type Rewrite =
  { source: string; destination: string } | { source: string; function: { functionId: string; region: string } };

interface HostingTarget {
  target: string;
  rewrites?: Rewrite[];
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

export function remoteOrigins(): string[] {
  return (Object.keys(units) as Array<keyof typeof units>)
    .filter((unit) => unit !== 'shell')
    .map((unit) => new URL(siteUrl(root, unit, 'firebase')).origin);
}

/**
 * The build-time documents are revalidated on every visit (a release changes them). The rule names them
 * (RE2 has no lookahead to say "every path without a dot but the catalogue's"): a rule matching the
 * catalogue's addresses would override the Cache-Control the pages function sends for Hosting's CDN.
 */
export function documentsNoCacheRegex(documents: readonly string[]): string {
  const paths = documents.filter((document) => document !== '/').map((document) => document.slice(1));
  return `^/(${paths.map((path) => path.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('|')})?$`;
}

/** The generated rule, or the hand-written glob it replaces. */
const isDocumentsRule = (rule: { source?: string; regex?: string; headers: Header[] }) =>
  rule.headers.some((header) => header.key === 'Cache-Control' && header.value === 'no-cache') &&
  (rule.source === '**/!(*.*)' || rule.regex !== undefined);

/** The manifest and the service worker are unhashed: revalidated on every use (a release may change them). */
export const installFileRules = [
  {
    source: webAppManifestPath,
    headers: [
      { key: 'Content-Type', value: webAppManifestType },
      { key: 'Cache-Control', value: 'no-cache' },
    ],
  },
  { source: serviceWorkerPath, headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
];
const installFiles = new Set(installFileRules.map((rule) => rule.source));

export const pagesFunction = { functionId: 'pages', region: FUNCTION_REGION };

/**
 * The hosting globs of the routes made on request (`:param` is one segment: `*`), the sitemap's files,
 * the Merchant feed, the products' link-preview images and photos, all to the pages function.
 */
export function functionRewrites(routes: readonly string[]): Rewrite[] {
  const sources = [
    ...routes.map((route) => route.replace(/:[^/]+/g, '*')),
    '/sitemap.xml',
    '/sitemap-*.xml',
    FEED_PATH,
    `${productImageFolder}/**`,
    `${PHOTO_PREFIX}**`,
  ];
  return sources.map((source) => ({ source, function: pagesFunction }));
}

export interface Policies {
  shell: string;
  remote: string;
}

const remoteTargets: ReadonlySet<string> = new Set(
  Object.entries(units)
    .filter(([unit]) => unit !== 'shell')
    .map(([, unit]) => unit.dir),
);

type HeaderRule = NonNullable<HostingTarget['headers']>[number];

/** A new CSP rule goes after the target's first rule. */
function withRemotePolicy(target: HostingTarget, csp: string): HeaderRule[] {
  const headers = target.headers ?? [];
  const rule: HeaderRule = { source: CSP_SOURCE, headers: [{ key: CSP, value: csp }] };
  const existing = headers.filter((candidate) => candidate.headers.some((header) => header.key === CSP));
  if (existing.length > 1)
    throw new Error(`firebase.json: the ${target.target} target has more than one rule with ${CSP}`);
  if (existing.length === 0) return [...headers.slice(0, 1), rule, ...headers.slice(1)];
  return headers.map((candidate) => (candidate === existing[0] ? rule : candidate));
}

export function withGeneratedParts(
  config: FirebaseJson,
  documents: readonly string[],
  policies: Policies,
  onRequest: readonly string[] = [],
): FirebaseJson {
  const csp = policies.shell;
  const hosting = config.hosting.map((target) => {
    if (remoteTargets.has(target.target)) return { ...target, headers: withRemotePolicy(target, policies.remote) };
    if (target.target !== 'shell') return target;
    const headers = target.headers ?? [];
    if (headers.filter((rule) => rule.headers.some((header) => header.key === CSP)).length !== 1)
      throw new Error(`firebase.json: the shell target needs exactly one header rule with ${CSP}`);
    return {
      ...target,
      rewrites: [
        ...documents.filter((document) => document !== '/').map((source) => ({ source, destination: `/${shellFile}` })),
        ...functionRewrites(onRequest),
      ],
      headers: [
        ...headers
          .filter((rule) => !installFiles.has(rule.source ?? ''))
          .map((rule) => {
            if (isDocumentsRule(rule)) {
              const { source: _source, regex: _regex, ...rest } = rule;
              return { regex: documentsNoCacheRegex(documents), ...rest };
            }
            if (!rule.headers.some((header) => header.key === CSP)) return rule;
            const { source: _source, regex: _regex, ...rest } = rule;
            return {
              source: CSP_SOURCE,
              ...rest,
              headers: rule.headers.map((header) => (header.key === CSP ? { key: CSP, value: csp } : header)),
            };
          }),
        ...installFileRules,
      ],
    };
  });
  if (!hosting.some((target) => target.target === 'shell')) throw new Error('firebase.json has no shell target');
  return { ...config, hosting };
}

export function expectedFirebaseJson(): FirebaseJson {
  const current = JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as FirebaseJson;
  const policies = { shell: contentSecurityPolicy(remoteOrigins()), remote: remoteContentSecurityPolicy() };
  return withGeneratedParts(current, documentPaths(), policies, onRequestRoutes);
}

const databaseRulesFile = path.join(root, 'database.rules.json');

function databaseRules(): string {
  const rules = readFileSync(databaseRulesFile, 'utf8');
  return rules.replace(/(\$pagina\.matches\(\/)[^/]*(\/\))/, (_, before: string, after: string) => {
    return `${before}${PAGE_KEY_PATTERN.source}${after}`;
  });
}

async function main() {
  const text = JSON.stringify(expectedFirebaseJson(), null, 2);
  const options = (await resolveConfig(firebaseJsonFile)) ?? {};
  writeFileSync(firebaseJsonFile, await format(text, { ...options, filepath: firebaseJsonFile }));
  writeFileSync(databaseRulesFile, databaseRules());
  console.log(
    "firebase.json: rewrites, the documents' cache rule and the shell's and remotes' CSP written; database.rules.json: page keys",
  );
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
