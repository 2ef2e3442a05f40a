import { describe, expect, it, vi } from 'vitest';
import type { DocumentMaker, Rendered } from '@frio/renderer/document-maker';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { SEARCH_INDEX_PATH } from '@frio/shared/catalogue/search-index';
import { cacheControl } from './cache-policy.ts';
import { lastGoodPages } from './last-good.ts';
import type { LiveSite } from './live-site.ts';
import type { DrawImage } from './product-image.ts';
import { responder } from './respond.ts';

/**
 * The Realtime Database's answer to a read of a path it cannot hold (a key with a control character, or
 * one of `.#$[]`): a bad request, as its REST API answers.
 */
// eslint-disable-next-line no-control-regex
const refused = (path: string) => path.split('/').some((key) => /[.#$[\]\u0000-\u001f\u007f]/.test(key));

/**
 * A site whose renderer answers from a table (the real one is exercised by the e2e suite through the
 * emulator); like the real one, a product's address reads its record first. `renders` lists what it rendered.
 */
function site(pages: Record<string, Rendered & { html?: string }>, database: Record<string, unknown> = {}) {
  let down = false;
  const renders: string[] = [];
  const read = async (path: string) => {
    if (down) throw new Error('database: connect ECONNREFUSED');
    if (refused(path)) throw new Error(`${path}: HTTP 400 (http://127.0.0.1:9000)`);
    return database[path] ?? null;
  };
  const maker: DocumentMaker = {
    read,
    document: async (url) => {
      if (down) throw new Error('catalogo/actualizado: connect ECONNREFUSED');
      renders.push(url);
      const { pathname } = new URL(url, 'http://x');
      if (pathname.startsWith('/producto/'))
        await read(`productos/${decodeURIComponent(pathname.slice('/producto/'.length)).split('-')[0]}`);
      const rendered = pages[pathname] ?? { status: 404 };
      return {
        ...rendered,
        text: `<head></head><body>${rendered.html ?? 'Página no encontrada'} ${url}</body>`,
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
  return { live, renders, setDown: (value: boolean) => (down = value) };
}

const product = {
  status: 200,
  canonical: '/producto/10672-cano',
  html: 'CAÑO',
};

/** The drawing: the card's lines as bytes (the real one is draw.test.ts's and the e2e suite's). */
const draw: DrawImage = async (card) => Buffer.from(JSON.stringify(card));

describe('the pages function', () => {
  it('answers a page with the CDN cache policy (its head tags are its own: PageMeta.test.tsx)', async () => {
    const respond = responder(site({ '/producto/10672-cano': product }).live, lastGoodPages(), draw);
    const answer = await respond('GET', '/producto/10672-cano');
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(cacheControl.page);
    expect(answer.headers['Cache-Control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('CAÑO');
  });

  it('leads another address of a page to its own, keeping the query the page reads', async () => {
    const listing = { status: 200, canonical: '/productos/insumos/cobre', html: 'COBRE' };
    const respond = responder(
      site({ '/producto/10672': product, '/productos/insumos/COBRE': listing }).live,
      lastGoodPages(),
      draw,
    );
    const answer = await respond('GET', '/producto/10672');
    expect(answer.status).toBe(301);
    expect(answer.headers.Location).toBe('/producto/10672-cano');
    expect(answer.headers['Cache-Control']).toBe(cacheControl.redirect);
    const searched = await respond('GET', '/productos/insumos/COBRE?q=r22&orden=precio-asc');
    expect(searched.status).toBe(301);
    expect(searched.headers.Location).toBe('/productos/insumos/cobre?q=r22&orden=precio-asc');
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
      expect(answer.body, url).toContain('Página no encontrada');
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

describe('addresses anyone can make up', () => {
  const listing = { status: 200, canonical: '/productos/insumos/cobre', html: 'COBRE' };
  const search = { status: 200, canonical: '/buscar', html: 'RESULTADOS' };
  const pages = { '/producto/10672-cano': product, '/productos/insumos/cobre': listing, '/buscar': search };

  it('answers a query a page does not read with a 301 to its own address, rendering nothing', async () => {
    const { live, renders } = site(pages);
    const respond = responder(live, lastGoodPages(), draw);
    for (const [sent, own] of [
      ['/producto/10672-cano?x=1', '/producto/10672-cano'],
      ['/producto/10672-cano?', '/producto/10672-cano'],
      ['/producto/10672-cano?utm_source=whatsapp&fbclid=IwAR0abc', '/producto/10672-cano'],
      ['/productos/insumos/cobre?x=2', '/productos/insumos/cobre'],
      ['/productos/insumos/cobre?q=r22&gclid=1', '/productos/insumos/cobre?q=r22'],
      ['/productos/insumos/cobre?orden=nombre-asc', '/productos/insumos/cobre'],
      ['/productos/insumos/cobre?orden=cualquiera&q=', '/productos/insumos/cobre'],
      ['/buscar?orden=precio-asc&q=ca%C3%B1o%201%2F4', '/buscar?q=ca%C3%B1o+1%2F4&orden=precio-asc'],
      ['/buscar?q=cobre&q=gas', '/buscar?q=cobre'],
      ['/buscar?q=%20%20cobre%20', '/buscar?q=cobre'],
      ['/sitemap.xml?x=3', '/sitemap.xml'],
      ['/og/producto/10672/1.png?v=4', '/og/producto/10672/1.png'],
    ]) {
      const answer = await respond('GET', sent!);
      expect(answer.status, sent).toBe(301);
      expect(answer.headers.Location, sent).toBe(own);
      expect(answer.headers['Cache-Control'], sent).toBe(cacheControl.redirect);
    }
    expect(renders).toEqual([]);
  });

  it('renders a page at its own address, query and all, with no further redirect', async () => {
    const { live, renders } = site(pages);
    const respond = responder(live, lastGoodPages(), draw);
    for (const own of [
      '/producto/10672-cano',
      '/productos/insumos/cobre?q=r22&orden=precio-desc',
      '/buscar?q=ca%C3%B1o+1%2F4&orden=precio-asc',
      '/buscar?q=.100',
      '/buscar',
    ]) {
      const answer = await respond('GET', own);
      expect(answer.status, own).toBe(200);
    }
    expect(renders).toHaveLength(5);
  });

  it('cuts a search to 120 characters before it is rendered', async () => {
    const { live, renders } = site(pages);
    const respond = responder(live, lastGoodPages(), draw);
    const long = await respond('GET', `/buscar?q=${'ñ'.repeat(2000)}`);
    expect(long.status).toBe(301);
    expect(new URL(long.headers.Location!, 'http://x').searchParams.get('q')).toBe('ñ'.repeat(120));
    expect(renders).toEqual([]);
    expect((await respond('GET', long.headers.Location!)).status).toBe(200);
  });

  it('answers a product key the database cannot hold with the 404 page, not an outage', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    error.mockClear();
    const respond = responder(site(pages).live, lastGoodPages(), draw);
    for (const url of ['/producto/%00', '/producto/10672%1F-cano', '/producto/%7F', `/producto/1-${'a'.repeat(800)}`]) {
      const answer = await respond('GET', url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers['Cache-Control'], url).toBe(cacheControl.notFound);
      expect(answer.body, url).not.toContain('No pudimos cargar el catálogo');
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps the listings and the most asked-for pages through an outage, whatever else was asked for', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { live, setDown } = site(pages);
    const respond = responder(live, lastGoodPages(), draw);
    await respond('GET', '/productos/insumos/cobre');
    for (let visit = 0; visit < 3; visit += 1) await respond('GET', '/producto/10672-cano');
    // 600 distinct searches, each a page of its own, asked for once.
    for (let n = 0; n < 600; n += 1) expect((await respond('GET', `/buscar?q=n${n}`)).status).toBe(200);
    setDown(true);
    for (const url of ['/productos/insumos/cobre', '/producto/10672-cano']) {
      const kept = await respond('GET', url);
      expect(kept.status, url).toBe(200);
      expect(kept.headers['Cache-Control'], url).toBe(cacheControl.stale);
    }
  });
});
