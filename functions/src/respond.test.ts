import { describe, expect, it, vi } from 'vitest';
import type { DocumentMaker, Rendered } from '@frio/renderer/document-maker';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { SEARCH_INDEX_PATH } from '@frio/shared/catalogue/search-index';
import { cacheControl } from './cache-policy.ts';
import { lastGoodPages } from './last-good.ts';
import type { LiveSite } from './live-site.ts';
import type { DrawImage } from './product-image.ts';
import { responder } from './respond.ts';

/** A site whose renderer answers from a table (the real one is exercised by the e2e suite through the emulator). */
function site(pages: Record<string, Rendered & { html?: string }>, database: Record<string, unknown> = {}) {
  let down = false;
  const maker: DocumentMaker = {
    read: async (path) => {
      if (down) throw new Error('database: connect ECONNREFUSED');
      return database[path] ?? null;
    },
    document: async (url, headTags) => {
      if (down) throw new Error('catalogo/actualizado: connect ECONNREFUSED');
      const rendered = pages[new URL(url, 'http://x').pathname] ?? { status: 404 };
      const head = typeof headTags === 'string' ? headTags : headTags(rendered);
      return {
        ...rendered,
        text: `<head>${head}</head><body>${rendered.html ?? 'Página no encontrada'} ${url}</body>`,
      };
    },
  };
  const live: LiveSite = {
    current: async () => ({
      maker,
      origin: 'https://frio.example',
      mark: '<svg/>',
      file: async (path) => Buffer.from(`family ${path}`),
    }),
  };
  return { live, setDown: (value: boolean) => (down = value) };
}

const product = {
  status: 200,
  canonical: '/producto/10672-cano',
  preview: { image: '/og/producto/10672/1.png', alt: 'CAÑO DE COBRE' },
  html: 'CAÑO',
};

/** The drawing: the card's lines as bytes (the real one is draw.test.ts's and the e2e suite's). */
const draw: DrawImage = async (card) => Buffer.from(JSON.stringify(card));

describe('the pages function', () => {
  it('answers a page with the CDN cache policy and the head tags of its own address', async () => {
    const respond = responder(site({ '/producto/10672-cano': product }).live, lastGoodPages(), draw);
    const answer = await respond('GET', '/producto/10672-cano');
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(cacheControl.page);
    expect(answer.headers['Cache-Control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<link rel="canonical" href="https://frio.example/producto/10672-cano">');
    expect(answer.body).toContain('<meta property="og:image" content="https://frio.example/og/producto/10672/1.png">');
    expect(answer.body).toContain('<meta property="og:image:alt" content="CAÑO DE COBRE">');
  });

  it('leads another address of a page to its own, keeping the query', async () => {
    const respond = responder(site({ '/producto/10672': product }).live, lastGoodPages(), draw);
    const answer = await respond('GET', '/producto/10672?ref=wa');
    expect(answer.status).toBe(301);
    expect(answer.headers.Location).toBe('/producto/10672-cano?ref=wa');
    expect(answer.headers['Cache-Control']).toBe(cacheControl.redirect);
  });

  it('answers an unknown product, a broken escape or a tag with the 404 page, briefly cached, never reflected', async () => {
    const respond = responder(site({}).live, lastGoodPages(), draw);
    for (const url of [
      '/producto/99999',
      '/producto/%E0%A4',
      '/productos/insumos/%3Cscript%3E',
      `/producto/${'9'.repeat(300)}`,
    ]) {
      const answer = await respond('GET', url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers['Cache-Control'], url).toBe(cacheControl.notFound);
      expect(answer.body, url).toContain('noindex');
      expect(answer.body, url).not.toContain('<script>');
    }
  });

  it('refuses what is not a GET or HEAD', async () => {
    const respond = responder(site({}).live, lastGoodPages(), draw);
    const answer = await respond('POST', '/buscar');
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe('GET, HEAD');
  });

  it('with the database down: the last good page if there is one, else a Spanish 503 with a retry, and a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { live, setDown } = site({ '/producto/10672-cano': product });
    const respond = responder(live, lastGoodPages(), draw);
    await respond('GET', '/producto/10672-cano');
    setDown(true);
    const kept = await respond('GET', '/producto/10672-cano');
    expect(kept.status).toBe(200);
    expect(kept.body).toContain('CAÑO');
    expect(kept.headers['Cache-Control']).toBe(cacheControl.stale);
    const none = await respond('GET', '/.//evil.example/%3Cb%3E');
    expect(none.status).toBe(503);
    expect(none.headers['Retry-After']).toBe('30');
    expect(none.headers['Cache-Control']).toBe('no-store');
    expect(none.body).toContain('No pudimos cargar el catálogo');
    expect(none.body).toContain('Reintentar');
    expect(none.body).not.toMatch(/href="\/\/|<b>/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
  });

  it('puts the message in the bare shell when it has one, so the app still starts and shows its own fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { live, setDown } = site({});
    const bare =
      '<html><body><div id="root"><div class="boot-main"></div></div><script src="/app.js"></script></body></html>';
    const withBare: LiveSite = {
      current: async () => ({ ...(await live.current()), maker: { ...(await live.current()).maker, bare } }),
    };
    setDown(true);
    const answer = await responder(withBare, lastGoodPages(), draw)('GET', '/productos/insumos/cobre');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('<script src="/app.js"></script>');
    expect(answer.body).toContain('<div class="boot-main"><main><h1>No pudimos cargar el catálogo</h1>');
  });

  it('serves the sitemap with the rubros and each listed product once, at its own address', async () => {
    // As the import writes it: a product listed by two rubros (gas, valv) is one article of the index.
    const row = { stock: 3, lista1: 100, lista2: 80, idRubro: 2, idSubrubro: 2 };
    const index = catalogueTree(
      [
        { ...row, id: '10672', nombre: 'CAÑO DE COBRE 1/4' },
        { ...row, id: '20001', nombre: 'VALVULA DE GAS 1/4' },
      ],
      1,
    ).catalogo.indice;
    const { live } = site({}, { 'catalogo/actualizado': 1, [SEARCH_INDEX_PATH]: index });
    const answer = await responder(live, lastGoodPages(), draw)('GET', '/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toContain('application/xml');
    expect(answer.body).toContain('<loc>https://frio.example/productos/insumos/cobre</loc>');
    expect(answer.body).toContain('<loc>https://frio.example/producto/10672-');
    expect(String(answer.body).match(/producto\/20001-/g)).toHaveLength(1);
    expect((await responder(live, lastGoodPages(), draw)('GET', '/sitemap-9.xml')).status).toBe(404);
  });
});
