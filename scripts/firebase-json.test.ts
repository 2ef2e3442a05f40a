import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentPaths, shellFile } from '@frio/renderer/site-documents';
import {
  CSP_SOURCE,
  documentsNoCacheRegex,
  expectedFirebaseJson,
  firebaseJsonFile,
  remoteOrigins,
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

describe('firebase.json', () => {
  it('is what `pnpm firebase:json` writes from the routes and csp.ts (run it after changing either)', () => {
    expect(JSON.parse(readFileSync(firebaseJsonFile, 'utf8'))).toEqual(expectedFirebaseJson());
  });

  it("takes the documents' paths as the shell's rewrites (but /) and the CSP, and keeps every other part", () => {
    const written = withGeneratedParts(config(), ['/', '/faq', '/productos/insumos'], 'new-csp', [
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
    expect(shell.public).toBe('shell/dist');
    expect(written.hosting[1]).toEqual(config().hosting[1]);
    expect(written.database).toEqual({ rules: 'database.rules.json' });
  });

  it('refuses a file whose shell target has no CSP rule to fill, or no shell target', () => {
    const withoutCsp = config();
    withoutCsp.hosting[0]!.headers = [withoutCsp.hosting[0]!.headers![0]!];
    expect(() => withGeneratedParts(withoutCsp, ['/faq'], 'csp')).toThrow(/exactly one header rule/);
    expect(() => withGeneratedParts({ hosting: [{ target: 'mf-content' }] }, ['/faq'], 'csp')).toThrow(
      /no shell target/,
    );
  });

  it('sends the CSP, frame-ancestors included, with every HTML response of the shell', () => {
    type Rule = { source?: string; regex?: string; headers: Array<{ key: string; value: string }> };
    const shell = (JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as FirebaseJson).hosting.find(
      (target) => target.target === 'shell',
    )!;
    // Firebase matches a header rule against the requested path (a glob or an RE2 regex), not the file served.
    const matches = (rule: Rule, path: string) => {
      if (rule.regex !== undefined) return new RegExp(rule.regex).test(path);
      if (rule.source === '**') return true;
      throw new Error(`this test does not know the glob ${rule.source}: teach it, or use ${CSP_SOURCE}`);
    };
    const cspFor = (path: string) =>
      (shell.headers as Rule[])
        .filter((rule) => rule.headers.some((header) => header.key === 'Content-Security-Policy'))
        .filter((rule) => matches(rule, path))
        .map((rule) => rule.headers.find((header) => header.key === 'Content-Security-Policy')!.value);
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
      const policies = cspFor(path);
      expect(policies, path).toHaveLength(1);
      expect(policies[0], path).toContain("frame-ancestors 'self'");
    }
  });

  it("revalidates the build-time documents and leaves the pages function's Cache-Control to the function", () => {
    type Rule = { source?: string; regex?: string; headers: Array<{ key: string; value: string }> };
    const shell = (JSON.parse(readFileSync(firebaseJsonFile, 'utf8')) as FirebaseJson).hosting.find(
      (target) => target.target === 'shell',
    )!;
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
        expect(['/', '/index.html', '/server/**', '/assets/**', '/mf-manifest.json'], path).toContain(
          rule.source!.startsWith('/@(') ? '/mf-manifest.json' : rule.source,
        );
    }
  });

  it("names each remote's deployed site from .firebaserc, never the shell's", () => {
    const origins = remoteOrigins();
    expect(origins).toContain('https://frio-mf-content.web.app');
    expect(origins).toHaveLength(4);
    expect(origins.some((origin) => origin.includes('shell'))).toBe(false);
  });
});
