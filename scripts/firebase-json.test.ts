import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentPaths, shellFile } from '@frio/renderer/site-documents';
import { remoteContentSecurityPolicy } from '../tooling/src/csp.ts';
import {
  CSP_SOURCE,
  documentsNoCacheRegex,
  expectedFirebaseJson,
  firebaseJsonFile,
  remoteOrigins,
  installFileRules,
  withGeneratedParts,
  type FirebaseJson,
} from './firebase-json.ts';

const config = (): FirebaseJson => ({
  database: { rules: 'database.rules.json' },
  hosting: [
    {
      target: 'shell',
      public: 'shell/dist',
      rewrites: [{ source: '/viejo', destination: '/app.html' }],
      headers: [
        { source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
        {
          regex: '^/([^.]*)$',
          headers: [
            { key: 'Content-Security-Policy', value: 'old' },
            { key: 'P', value: 'p' },
          ],
        },
      ],
    },
    { target: 'mf-content', public: 'mf-content/dist' },
  ],
});

const policies = { shell: 'new-csp', remote: 'remote-csp' };
const CSP = 'Content-Security-Policy';

type Rule = { source?: string; regex?: string; headers: Array<{ key: string; value: string }> };

/** A target of the firebase.json on disk. */
const deployedTarget = (name: string) =>
  (JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as FirebaseJson).hosting.find(
    (target) => target.target === name,
  )!;

/** Whether Hosting applies `rule` to `path`: it matches the requested path (a glob or an RE2 regex), not the file served. */
function matches(rule: Rule, path: string): boolean {
  if (rule.regex !== undefined) return new RegExp(rule.regex).test(path);
  if (rule.source === '**') return true;
  throw new Error(`this test does not know the glob ${rule.source}: teach it, or use ${CSP_SOURCE}`);
}

/** The values of header `key` Hosting sends with `path`, one per rule of `target` that sets it. */
const headerFor = (target: { headers?: Rule[] }, key: string, path: string) =>
  (target.headers ?? [])
    .filter((rule) => rule.headers.some((header) => header.key === key))
    .filter((rule) => matches(rule, path))
    .map((rule) => rule.headers.find((header) => header.key === key)!.value);

describe('firebase.json', () => {
  it('is what `pnpm firebase:json` writes from the routes and csp.ts (run it after changing either)', () => {
    expect(JSON.parse(readFileSync(firebaseJsonFile, 'utf8'))).toEqual(expectedFirebaseJson());
  });

  it("takes the documents' paths as the shell's rewrites (but /) and the CSP, and keeps every other part", () => {
    const written = withGeneratedParts(config(), ['/', '/faq', '/productos/insumos'], policies, [
      '/productos/insumos/:rubro',
      '/buscar',
    ]);
    const shell = written.hosting[0]!;
    const pages = { functionId: 'pages', region: 'southamerica-east1' };
    expect(shell.rewrites).toEqual([
      { source: '/faq', destination: '/app.html' },
      { source: '/productos/insumos', destination: '/app.html' },
      { source: '/productos/insumos/*', function: pages },
      { source: '/buscar', function: pages },
      { source: '/sitemap.xml', function: pages },
      { source: '/sitemap-*.xml', function: pages },
      { source: '/feed/productos.xml', function: pages },
      { source: '/og/producto/**', function: pages },
      { source: '/foto/**', function: pages },
    ]);
    expect(shell.headers![1]).toEqual({
      source: '**',
      headers: [
        { key: 'Content-Security-Policy', value: 'new-csp' },
        { key: 'P', value: 'p' },
      ],
    });
    expect(shell.headers![0]).toEqual(config().hosting[0]!.headers![0]);
    // The web app manifest's type and its and the service worker's revalidation, once, however often the file is written.
    expect(shell.headers!.slice(2)).toEqual([
      {
        source: '/manifest.webmanifest',
        headers: [
          { key: 'Content-Type', value: 'application/manifest+json' },
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      },
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ]);
    expect(withGeneratedParts(written, ['/', '/faq'], policies).hosting[0]!.headers).toEqual(shell.headers);
    expect(shell.headers!.slice(2)).toEqual(installFileRules);
    expect(shell.public).toBe('shell/dist');
    expect(written.database).toEqual({ rules: 'database.rules.json' });
  });

  it("gives each remote target the remotes' CSP in a rule of its own, once, keeping its other rules", () => {
    const cors = { source: '**', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] };
    const assets = { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] };
    const remote = { source: '**', headers: [{ key: 'Content-Security-Policy', value: 'remote-csp' }] };
    const start = config();
    start.hosting[1]!.headers = [cors, assets];
    const once = withGeneratedParts(start, ['/faq'], policies);
    expect(once.hosting[1]).toEqual({
      target: 'mf-content',
      public: 'mf-content/dist',
      headers: [cors, remote, assets],
    });
    // Written again with another policy: the same rule, its value replaced.
    const twice = withGeneratedParts(once, ['/faq'], { ...policies, remote: 'otra' });
    expect(twice.hosting[1]!.headers).toEqual([
      cors,
      { source: '**', headers: [{ key: 'Content-Security-Policy', value: 'otra' }] },
      assets,
    ]);
  });

  it('refuses a file whose shell target has no CSP rule to fill, or no shell target', () => {
    const withoutCsp = config();
    withoutCsp.hosting[0]!.headers = [withoutCsp.hosting[0]!.headers![0]!];
    expect(() => withGeneratedParts(withoutCsp, ['/faq'], policies)).toThrow(/exactly one header rule/);
    expect(() => withGeneratedParts({ hosting: [{ target: 'mf-content' }] }, ['/faq'], policies)).toThrow(
      /no shell target/,
    );
  });

  it('sends the CSP, frame-ancestors included, with every HTML response of the shell', () => {
    const htmlResponses = [
      ...documentPaths(),
      ...documentPaths().map((path) => `${path.replace(/\/$/, '')}/index.html`),
      `/${shellFile}`,
      '/404.html',
      // The pages function's answers get Hosting's headers too.
      '/productos/insumos/cobre',
      '/producto/10672-cano',
      '/buscar',
      '/login/index.html',
      '/admin/index.html',
      // Missing paths are answered with 404.html, which boots the app.
      '/no-existe',
      '/no-existe.js',
      '/assets/no-existe.css',
      '/.well-known/x.txt',
    ];
    for (const path of htmlResponses) {
      const policies = headerFor(deployedTarget('shell'), CSP, path);
      expect(policies, path).toHaveLength(1);
      expect(policies[0], path).toContain("frame-ancestors 'self'");
    }
  });

  it("sends each remote's CSP with its standalone pages, framed by no one, and keeps CORS on its files", () => {
    const remotes = (JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as FirebaseJson).hosting.filter(
      (target) => target.target !== 'shell',
    );
    expect(remotes.map((target) => target.target)).toEqual([
      'mf-content',
      'mf-catalogue',
      'mf-calculator',
      'mf-accounts',
    ]);
    for (const remote of remotes) {
      // The standalone page, a released version's, and whatever the site answers a missing path with.
      for (const path of ['/', '/index.html', '/v/1.4.0-abc1234/index.html', '/no-existe', '/404.html']) {
        const policies = headerFor(remote, CSP, path);
        expect(policies, `${remote.target} ${path}`).toEqual([remoteContentSecurityPolicy()]);
        expect(policies[0], `${remote.target} ${path}`).toContain("frame-ancestors 'none'");
      }
      // The files the shell loads from another origin.
      for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/assets/x-1a2b.js', '/assets/x-1a2b.css'])
        expect(headerFor(remote, 'Access-Control-Allow-Origin', path), `${remote.target} ${path}`).toEqual(['*']);
    }
  });

  it("revalidates the build-time documents and leaves the pages function's Cache-Control to the function", () => {
    const shell = deployedTarget('shell');
    const cacheRules = (shell.headers as Rule[]).filter((rule) =>
      rule.headers.some((header) => header.key === 'Cache-Control'),
    );
    const documentsRule = cacheRules.find((rule) => rule.regex !== undefined)!;
    expect(documentsRule.regex).toBe(documentsNoCacheRegex(documentPaths()));
    for (const path of documentPaths()) expect(new RegExp(documentsRule.regex!).test(path), path).toBe(true);
    // Every other Cache-Control rule is a glob of files (assets, manifests, /server/**): none matches the catalogue.
    for (const path of ['/productos/insumos/cobre', '/producto/10672-cano', '/buscar', '/sitemap.xml']) {
      expect(new RegExp(documentsRule.regex!).test(path), path).toBe(false);
      for (const rule of cacheRules.filter((rule) => rule.source !== undefined))
        expect(
          ['/', '/index.html', '/server/**', '/assets/**', '/mf-manifest.json', '/manifest.webmanifest', '/sw.js'],
          path,
        ).toContain(rule.source!.startsWith('/@(') ? '/mf-manifest.json' : rule.source);
    }
  });

  it("names each remote's deployed site from .firebaserc, never the shell's", () => {
    const origins = remoteOrigins();
    expect(origins).toContain('https://frio-mf-content.web.app');
    expect(origins).toHaveLength(4);
    expect(origins.some((origin) => origin.includes('shell'))).toBe(false);
  });
});
