import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
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
  it('is what `pnpm firebase:json` writes from the page table and csp.ts (run it after changing either)', () => {
    expect(JSON.parse(readFileSync(firebaseJsonFile, 'utf8'))).toEqual(expectedFirebaseJson());
  });

  it("takes the documents' paths as the shell's rewrites (but /) and the CSP, and keeps every other part", () => {
    const written = withGeneratedParts(config(), ['/', '/faq', '/productos/insumos/cobre'], 'new-csp');
    const shell = written.hosting[0]!;
    expect(shell.rewrites).toEqual([
      { source: '/faq', destination: '/app.html' },
      { source: '/productos/insumos/cobre', destination: '/app.html' },
    ]);
    expect(shell.headers![1]!.headers).toEqual([
      { key: 'Content-Security-Policy', value: 'new-csp' },
      { key: 'P', value: 'p' },
    ]);
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

  it("names each remote's deployed site from .firebaserc, never the shell's", () => {
    const origins = remoteOrigins();
    expect(origins).toContain('https://frio-mf-content.web.app');
    expect(origins).toHaveLength(4);
    expect(origins.some((origin) => origin.includes('shell'))).toBe(false);
  });
});
