import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSiteFile, resolveDocument, shellRewrites } from './hosting-routes.ts';

describe('the shell site documents, as hosting picks them', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frio-hosting-'));
  for (const file of [
    'index.html',
    'faq/index.html',
    'productos/insumos/cobre/index.html',
    'app.html',
    '404.html',
    'apple-touch-icon.png',
    'assets/app-1234.js',
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file);
  }
  const rewrites = shellRewrites();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a prerendered document at its path, without a trailing slash', () => {
    expect(resolveDocument(dir, '/', rewrites)).toEqual({ file: 'index.html', status: 200 });
    expect(resolveDocument(dir, '/faq', rewrites)).toEqual({ file: 'faq/index.html', status: 200 });
    expect(resolveDocument(dir, '/faq/', rewrites)).toEqual({ redirect: '/faq' });
    expect(resolveDocument(dir, '/productos/insumos/cobre', rewrites)).toEqual({
      file: 'productos/insumos/cobre/index.html',
      status: 200,
    });
  });

  it('gives a known route without a document the bare shell, the catalogue to the pages function, anything else 404', () => {
    const pages = { function: { functionId: 'pages', region: 'southamerica-east1' } };
    expect(resolveDocument(dir, '/productos/insumos/gas', rewrites)).toEqual(pages);
    expect(resolveDocument(dir, '/productos/insumos/zzz', rewrites)).toEqual(pages);
    expect(resolveDocument(dir, '/producto/999999-nada', rewrites)).toEqual(pages);
    expect(resolveDocument(dir, '/buscar', rewrites)).toEqual(pages);
    expect(resolveDocument(dir, '/sitemap.xml', rewrites)).toEqual(pages);
    expect(resolveDocument(dir, '/sitemap-2.xml', rewrites)).toEqual(pages);
    expect(resolveDocument(dir, '/nosotros', rewrites)).toEqual({ file: 'app.html', status: 200 });
    expect(resolveDocument(dir, '/nada', rewrites)).toEqual({ file: '404.html', status: 404 });
    expect(resolveDocument(dir, '/productos/insumos/cobre/x', rewrites)).toEqual({ file: '404.html', status: 404 });
  });

  it('reads the path as sent: an encoded slash stays inside its segment, nothing leaves the site folder', () => {
    const typed = `/nosotros/${encodeURIComponent('<script>alert(1)</script>')}`;
    expect(resolveDocument(dir, typed, rewrites)).toEqual({ file: '404.html', status: 404 });
    expect(resolveDocument(dir, '/productos/insumos/co%62re', rewrites)).toEqual({
      file: 'productos/insumos/cobre/index.html',
      status: 200,
    });
    expect(resolveDocument(dir, '/%2E%2E/%2E%2E/faq', rewrites)).toEqual({ file: '404.html', status: 404 });
    expect(resolveDocument(dir, '/nosotros/%E0%A4', rewrites)).toEqual({ file: '404.html', status: 404 });
  });

  it("serves the site's own files as they are; any other address with a file extension answers 404", () => {
    expect(isSiteFile(dir, '/apple-touch-icon.png')).toBe(true);
    expect(isSiteFile(dir, '/assets/app-1234.js')).toBe(true);
    expect(isSiteFile(dir, '/faq')).toBe(false); // a folder: its document is resolved below
    expect(isSiteFile(dir, '/')).toBe(false);
    expect(isSiteFile(dir, '/%2E%2E/%2E%2E/etc/passwd')).toBe(false);
    for (const missing of ['/nada.html', '/wp-login.php', '/apple-touch-icon-precomposed.png', '/assets/viejo.js']) {
      expect(isSiteFile(dir, missing)).toBe(false);
      expect(resolveDocument(dir, missing, rewrites)).toEqual({ file: '404.html', status: 404 });
    }
  });
});
