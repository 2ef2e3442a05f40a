import { describe, expect, it, vi } from 'vitest';
import type { DocumentMaker } from '@frio/renderer/document-maker';
import { productPreviewImage } from '@frio/shared/product-preview';
import { cacheControl } from './cache-policy.ts';
import { lastGoodPages } from './last-good.ts';
import type { LiveSite } from './live-site.ts';
import type { DrawImage } from './product-image.ts';
import { responder } from './respond.ts';

const STAMP = 1_764_000_000_000;
// Records as the import stores them: each listed one carries the rubro it is listed under.
const database: Record<string, unknown> = {
  'catalogo/actualizado': STAMP,
  'productos/10672': {
    nombre: 'CAÑO DE COBRE 1/4',
    codigo: 'SH19',
    stock: 3,
    lista1: 8888,
    idRubro: 4,
    idSubrubro: 14,
    rubro: 'cobre',
  },
  'productos/20001': { nombre: 'VALVULA DE GAS 1/4', stock: 1, lista1: 500, idRubro: 4, idSubrubro: 14, rubro: 'valv' },
  'productos/20002': { nombre: 'VALVULA DE GAS 3/8', stock: 1, lista1: 500, idRubro: 4, idSubrubro: 14 },
  'productos/20004': {
    nombre: 'FILTRO SECADOR',
    stock: 0,
    lista1: 700,
    idRubro: 4,
    idSubrubro: 14,
    rubro: 'filtro',
    foto: 77,
  },
  'fotos/20004': { sello: 77, jpeg: '/9j/AAAA' },
  'productos/20003': { nombre: 'VALVULA <b>', stock: 1, lista1: 500, idRubro: 4, idSubrubro: 14, rubro: '<script>' },
};

/**
 * A live site over a table of public paths; `down` makes every read fail as a stopped database does, and
 * a path the database cannot hold (a key with a control character or one of `.#$[]`) is its bad request.
 */
function site(state = { down: false }): LiveSite {
  const maker = {
    read: async (path: string) => {
      if (state.down) throw new Error('database: connect ECONNREFUSED');
      // eslint-disable-next-line no-control-regex
      if (path.split('/').some((key) => /[.#$[\]\u0000-\u001f\u007f]/.test(key)))
        throw new Error(`${path}: HTTP 400 (http://127.0.0.1:9000)`);
      return database[path] ?? null;
    },
  } as DocumentMaker;
  const file = async (path: string) => Buffer.from(`family ${path}`);
  return { current: async () => ({ maker, origin: 'https://frio.example', mark: '<svg/>', file }) };
}

/** The drawing: the card's lines as bytes (draw.test.ts and the e2e suite draw real ones). */
const draw: DrawImage = async (card) => Buffer.from(JSON.stringify(card));

const image = (state?: { down: boolean }, drawing = draw) => responder(site(state), lastGoodPages(), drawing);

describe("a product's link-preview image", () => {
  it("draws the product as the database has it, kept for good at the current price list's address", async () => {
    const answer = await image()('GET', productPreviewImage('10672', STAMP));
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('image/png');
    expect(answer.headers['Cache-Control']).toBe(cacheControl.image);
    const card = JSON.parse(String(answer.body)) as Record<string, unknown>;
    expect(card).toMatchObject({ title: 'CAÑO DE COBRE 1/4', kicker: 'Cobre', badge: { text: 'EN STOCK' } });
    expect(card.subtitle).toBe('Código SH19 · $\u00a08.888');
  });

  it("draws a product's photo into its card, at an address naming the photo's stamp too; another photo's is a redirect", async () => {
    const resized: unknown[] = [];
    const resize = async (jpeg: Buffer, width: number, format: string) => {
      resized.push([jpeg.toString('base64'), width, format]);
      return Buffer.from('thumbnail');
    };
    const respond = responder(site(), lastGoodPages(), draw, resize);
    const answer = await respond('GET', productPreviewImage('20004', STAMP, 77));
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe(cacheControl.image);
    const card = JSON.parse(String(answer.body)) as Record<string, unknown>;
    expect(card).toMatchObject({ title: 'FILTRO SECADOR', badge: { text: 'SIN STOCK' } });
    expect(card.photo).toBe(`data:image/jpeg;base64,${Buffer.from('thumbnail').toString('base64')}`);
    expect(resized).toEqual([['/9j/AAAA', 320, 'jpg']]);
    for (const [asked, current] of [
      [productPreviewImage('20004', STAMP), productPreviewImage('20004', STAMP, 77)],
      [productPreviewImage('20004', STAMP, 76), productPreviewImage('20004', STAMP, 77)],
      [productPreviewImage('20004', STAMP - 1, 76), productPreviewImage('20004', STAMP, 76)],
      [productPreviewImage('10672', STAMP, 5), productPreviewImage('10672', STAMP)],
    ] as const) {
      const moved = await respond('GET', asked);
      expect(moved.status, asked).toBe(301);
      expect(moved.headers.Location, asked).toBe(current);
    }
  });

  it("leads any other list's address, an older one or a made-up stamp, to the current one's, drawing nothing", async () => {
    const drawing = vi.fn(draw);
    const respond = image(undefined, drawing);
    for (const stamp of [STAMP - 1, STAMP + 1, 0, 1, 999_999_999_999_999]) {
      const answer = await respond('GET', productPreviewImage('10672', stamp));
      expect(answer.status, String(stamp)).toBe(301);
      expect(answer.headers.Location, String(stamp)).toBe(productPreviewImage('10672', STAMP));
      expect(answer.headers['Cache-Control'], String(stamp)).toBe(cacheControl.imageRedirect);
    }
    expect(drawing).not.toHaveBeenCalled();
  });

  it('answers made-up stamps asked for at once with one read of the stamp, and reads no product for them', async () => {
    const reads: string[] = [];
    const live = site();
    const { maker } = await live.current();
    const read = async (path: string) => {
      reads.push(path);
      return maker.read(path);
    };
    const counted: LiveSite = { current: async () => ({ ...(await live.current()), maker: { ...maker, read } }) };
    const respond = responder(counted, lastGoodPages(), draw);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        respond('GET', productPreviewImage(n % 2 ? '99999' : '10672', STAMP - n - 1)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(301));
    expect(answers[1]!.headers.Location).toBe(productPreviewImage('99999', STAMP));
    expect(reads).toEqual(['catalogo/actualizado']);
    // The current list's address of a product there is not: its own request is the 404.
    expect((await respond('GET', productPreviewImage('99999', STAMP))).status).toBe(404);
  });

  it('reads the stamp again for a newer stamp than a shared read under way says: a Publicar landed meanwhile', async () => {
    const NEWER = STAMP + 60_000;
    let stamp = STAMP;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const live = site();
    const { maker } = await live.current();
    let first = true;
    const read = async (path: string) => {
      if (path !== 'catalogo/actualizado') return maker.read(path);
      const now = stamp;
      if (first) {
        first = false;
        await answered;
      }
      return now;
    };
    const publishing: LiveSite = { current: async () => ({ ...(await live.current()), maker: { ...maker, read } }) };
    const respond = responder(publishing, lastGoodPages(), draw);
    const before = respond('GET', productPreviewImage('10672', STAMP - 1));
    await vi.waitFor(() => expect(first).toBe(false));
    stamp = NEWER;
    const after = respond('GET', productPreviewImage('10672', NEWER));
    answer();
    expect((await before).headers.Location).toBe(productPreviewImage('10672', STAMP));
    const drawn = await after;
    expect(drawn.status).toBe(200);
    expect(drawn.headers['Cache-Control']).toBe(cacheControl.image);
  });

  it('draws one at a time: a flood of images waits its turn, and beyond 20 waiting gets the family image', async () => {
    let drawing = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: DrawImage = async (card, options) => {
      drawing += 1;
      most = Math.max(most, drawing);
      await gate;
      drawing -= 1;
      return draw(card, options);
    };
    const respond = image(undefined, slow);
    const answers = Array.from({ length: 30 }, () => respond('GET', productPreviewImage('10672', STAMP)));
    // The ones beyond one drawing and twenty waiting are answered at once, with the family image.
    const early = await Promise.race([
      Promise.all(answers.slice(21)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
    expect(early?.map((answer) => String(answer.body))).toEqual(Array(9).fill('family /og/insumos-cobre.png'));
    expect(early?.every((answer) => answer.headers['Cache-Control'] === cacheControl.familyImage)).toBe(true);
    release();
    const drawn = await Promise.all(answers.slice(0, 21));
    expect(drawn.every((answer) => answer.headers['Cache-Control'] === cacheControl.image)).toBe(true);
    expect(most).toBe(1);
  });

  it("starts no drawing while a page is under way: a visitor's page does not wait behind a flood of images", async () => {
    const events: string[] = [];
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const live = site();
    const { maker } = await live.current();
    const document: DocumentMaker['document'] = async () => {
      events.push('page starts');
      await held;
      events.push('page done');
      return { status: 200, text: '<p>página</p>' };
    };
    let productReads = 0;
    const read = async (path: string) => {
      if (path === 'productos/10672') productReads += 1;
      return maker.read(path);
    };
    const withPages: LiveSite = {
      current: async () => ({ ...(await live.current()), maker: { ...maker, read, document } }),
    };
    const drawing: DrawImage = async (card, options) => {
      events.push('drawing');
      return draw(card, options);
    };
    const respond = responder(withPages, lastGoodPages(), drawing);
    const page = respond('GET', '/productos/insumos/cobre');
    await vi.waitFor(() => expect(events).toEqual(['page starts']));
    const images = [
      respond('GET', productPreviewImage('10672', STAMP)),
      respond('GET', productPreviewImage('10672', STAMP)),
    ];
    // The images have read what they draw and wait: the page is under way.
    await vi.waitFor(() => expect(productReads).toBe(2));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['page starts']);
    finish();
    expect((await page).status).toBe(200);
    const drawn = await Promise.all(images);
    expect(drawn.map((answer) => answer.headers['Cache-Control'])).toEqual([cacheControl.image, cacheControl.image]);
    expect(events).toEqual(['page starts', 'page done', 'drawing', 'drawing']);
  });

  it('is a 404 for a key the database cannot hold, not a family image and not an outage', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    error.mockClear();
    for (const path of ['/og/producto/%00/1.png', `/og/producto/%1F/${STAMP}.png`, `/og/producto/a.b/${STAMP}.png`]) {
      const answer = await image()('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Content-Type'], path).toContain('text/plain');
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('is a 404 for an unknown or unlisted product, a record without a valid rubro, another address form or a tag, never reflected', async () => {
    for (const path of [
      productPreviewImage('99999', STAMP),
      productPreviewImage('20002', STAMP),
      productPreviewImage('20003', STAMP),
      '/og/producto/10672.png',
      `/og/producto/10672-cano/${STAMP}.png`,
      `/og/producto/%3Cscript%3E/${STAMP}.png`,
    ]) {
      const answer = await image()('GET', path);
      expect(answer.status, path).toBe(404);
      expect(String(answer.body), path).not.toContain('<script');
    }
  });

  it("serves the rubro's family image when the drawing fails, and the products' when the database is down", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: DrawImage = async () => {
      throw new Error('link-preview image: no glyph');
    };
    const drawn = await image(undefined, failing)('GET', productPreviewImage('20001', STAMP));
    expect(drawn.status).toBe(200);
    expect(drawn.headers['Content-Type']).toBe('image/png');
    expect(String(drawn.body)).toBe('family /og/insumos-valv.png');
    expect(drawn.headers['Cache-Control']).toBe(cacheControl.familyImage);
    const down = await image({ down: true })('GET', productPreviewImage('20001', STAMP));
    expect(String(down.body)).toBe('family /og/productos.png');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/og/producto/20001/'));
  });
});
