import { describe, expect, it } from 'vitest';
import { catalogueTree } from '@frio/shared/catalogue/import';
import { photographedProducts, photographedRestPath } from '@frio/shared/catalogue/photographed';
import { cacheControl } from './cache-policy.ts';
import { FEED_PATH, merchantFeed, merchantPrice, readMerchantFeed } from './merchant-feed.ts';
import { responder } from './respond.ts';
import { lastGoodPages } from './last-good.ts';
import type { LiveSite } from './live-site.ts';

const origin = 'https://frio.example';
const row = { stock: 3, lista1: 12345, lista2: 9876.5, idRubro: 2, idSubrubro: 2 };

/** The public records as the import writes them (no list 2), then the owner's photos. */
function records(photos: Record<string, number>) {
  const { productos } = catalogueTree(
    [
      { ...row, id: '10672', nombre: 'CAÑO DE COBRE 1/4 "K" <PACK> & CÍA' },
      { ...row, id: '20001', nombre: 'VALVULA DE GAS 1/4', lista1: 1500.5, descripcion: 'Bronce' },
      { ...row, id: '30003', nombre: 'FILTRO SECADOR 1/4' },
      // Not listed (an excluded rubro): never in the feed, even with a photo.
      { ...row, id: '40004', nombre: 'ARTICULO INTERNO', idRubro: 9 },
    ],
    1,
  );
  const stored = productos as Record<string, Record<string, unknown>>;
  for (const [key, stamp] of Object.entries(photos)) stored[key] = { ...stored[key], foto: stamp };
  return stored;
}

const items = (xml: string) => xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
const fieldOf = (item: string, name: string) => new RegExp(`<g:${name}>([^<]*)</g:${name}>`).exec(item)?.[1];

describe('the Merchant Center feed', () => {
  it('has one item per listed product with a photo, each with every required field', () => {
    const xml = merchantFeed(origin, photographedProducts(records({ 10672: 111, 20001: 222, 40004: 444 })));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/,
    );
    const [cano, valvula, ...rest] = items(xml);
    expect(rest).toEqual([]);
    expect(fieldOf(cano!, 'id')).toBe('10672');
    expect(fieldOf(cano!, 'link')).toMatch(/^https:\/\/frio\.example\/producto\/10672-cano-de-cobre/);
    expect(fieldOf(cano!, 'image_link')).toBe('https://frio.example/foto/10672/111-1200.jpg');
    expect(fieldOf(cano!, 'availability')).toBe('in_stock');
    expect(fieldOf(cano!, 'condition')).toBe('new');
    expect(fieldOf(cano!, 'identifier_exists')).toBe('no');
    expect(fieldOf(valvula!, 'description')).toBe('Bronce');
    expect(fieldOf(valvula!, 'availability')).toBe('in_stock');
    expect(fieldOf(valvula!, 'price')).toBe('1500.50 ARS');
    expect(xml).not.toContain('30003');
    expect(xml).not.toContain('40004');
  });

  it('escapes every text and leaves out what XML cannot hold', () => {
    const [product] = photographedProducts(records({ 10672: 111 }));
    product!.product.descripcion = 'Tramo\u0007 de 15 m </g:description><g:price>1 ARS</g:price>';
    const xml = merchantFeed(origin, [product!]);
    expect(fieldOf(items(xml)[0]!, 'title')).toBe('CAÑO DE COBRE 1/4 &quot;K&quot; &lt;PACK&gt; &amp; CÍA');
    expect(xml).toContain(
      '<g:description>Tramo de 15 m &lt;/g:description&gt;&lt;g:price&gt;1 ARS&lt;/g:price&gt;</g:description>',
    );
    expect(xml.match(/<g:price>/g)).toHaveLength(1);
    expect(xml).not.toContain('\u0007');
  });

  it('writes prices and availability as Merchant Center reads them, and leaves out a product without a price', () => {
    expect(merchantPrice(12345)).toBe('12345.00 ARS');
    expect(merchantPrice(0.5)).toBe('0.50 ARS');
    expect(merchantPrice(1234567.891)).toBe('1234567.89 ARS');
    const [product] = photographedProducts(records({ 10672: 111 }));
    expect(items(merchantFeed(origin, [{ ...product!, product: { ...product!.product, lista1: undefined } }]))).toEqual(
      [],
    );
    expect(items(merchantFeed(origin, [{ ...product!, product: { ...product!.product, lista1: 0 } }]))).toEqual([]);
    const sold = merchantFeed(origin, [{ ...product!, product: { ...product!.product, stock: 0 } }]);
    expect(fieldOf(items(sold)[0]!, 'availability')).toBe('out_of_stock');
  });

  it('asks the database for the records with a photo only, and never names a technician price', async () => {
    const asked: string[] = [];
    const xml = await readMerchantFeed(origin, async (path) => {
      asked.push(path);
      return records({ 10672: 111 });
    });
    expect(asked).toEqual([photographedRestPath]);
    expect(photographedRestPath).toBe('productos?orderBy=%22foto%22&startAt=1');
    expect(items(xml)).toHaveLength(1);
    expect(xml).not.toMatch(/9876/);
  });

  it('is served by the pages function as a page is kept', async () => {
    const live: LiveSite = {
      current: async () => ({
        maker: { read: async () => records({ 30003: 333 }), document: async () => ({ status: 404, text: '' }) },
        origin,
        mark: '<svg/>',
        file: async () => Buffer.from(''),
      }),
    } as unknown as LiveSite;
    const answer = await responder(live, lastGoodPages(), async () => Buffer.from(''))('GET', FEED_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe(cacheControl.page);
    expect(answer.body).toContain('<g:id>30003</g:id>');
  });
});
