import { beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import type { DocumentMaker } from '@frio/renderer/document-maker';
import { isStorableJpeg, photoPath, photoWidths, type PhotoFormat } from '@frio/shared/catalogue/photo';
import { cacheControl } from './cache-policy.ts';
import { lastGoodPages } from './last-good.ts';
import type { LiveSite } from './live-site.ts';
import { resizePhoto, type ResizePhoto } from './photo-resize.ts';
import type { DrawImage } from './product-image.ts';
import { responder } from './respond.ts';

const STAMP = 1_764_000_000_000;

/**
 * The hardest photo to make small: 1600×1200 of random noise (at the quality that keeps it within the
 * stored bound), with a camera's EXIF (GPS included), as a JPEG not written by the owner's browser would.
 */
async function noisyJpeg(): Promise<Buffer> {
  const [width, height] = [1600, 1200];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: 'Camara', Model: 'Serie 12345' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '31/1 44/1 0/1' },
    })
    .toBuffer();
}

let database: Record<string, unknown>;

function site(state = { down: false }): LiveSite {
  const maker = {
    read: async (path: string) => {
      if (state.down) throw new Error('database: connect ECONNREFUSED');
      return database[path] ?? null;
    },
  } as DocumentMaker;
  const file = async (path: string) => Buffer.from(`family ${path}`);
  return { current: async () => ({ maker, origin: 'https://frio.example', mark: '<svg/>', file }) };
}

const draw: DrawImage = async () => Buffer.from('drawn');
const photos = (state?: { down: boolean }, resize: ResizePhoto = resizePhoto) =>
  responder(site(state), lastGoodPages(), draw, resize);

beforeAll(async () => {
  const original = await noisyJpeg();
  expect((await sharp(original).metadata()).exif?.includes('Serie 12345')).toBe(true);
  const jpeg = original.toString('base64');
  expect(isStorableJpeg(jpeg)).toBe(true);
  database = {
    'productos/10672/foto': STAMP,
    'fotos/10672': { sello: STAMP, jpeg },
    'productos/20001': { nombre: 'VALVULA', stock: 1, idRubro: 4, idSubrubro: 14, rubro: 'valv' },
  };
});

describe("a product's photo, resized on request", () => {
  const formats: Array<[PhotoFormat, string]> = [
    ['webp', 'image/webp'],
    ['jpg', 'image/jpeg'],
  ];
  for (const [format, type] of formats)
    for (const width of Object.values(photoWidths))
      it(`${width} px as ${format}: a square of that width, within its bytes, no metadata, kept for good`, async () => {
        const answer = await photos()('GET', photoPath('10672', STAMP, width, format));
        expect(answer.status).toBe(200);
        expect(answer.headers['Content-Type']).toBe(type);
        expect(answer.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
        const body = answer.body as Buffer;
        const meta = await sharp(body).metadata();
        expect(meta).toMatchObject({ width, height: width, format: format === 'jpg' ? 'jpeg' : 'webp' });
        expect(meta.exif).toBeUndefined();
        expect(body.includes('Serie 12345')).toBe(false);
        if (width === photoWidths.pagina) expect(body.length).toBeLessThanOrEqual(150_000);
        if (width === photoWidths.tarjeta) expect(body.length).toBeLessThanOrEqual(20_000);
      });

  it("leads another stamp (an old page's, a made-up one) to the current photo's address, resizing nothing", async () => {
    const resize = vi.fn(resizePhoto);
    const respond = photos(undefined, resize);
    for (const stamp of [STAMP - 1, STAMP + 1, 1]) {
      const answer = await respond('GET', photoPath('10672', stamp, 320, 'webp'));
      expect(answer.status, String(stamp)).toBe(301);
      expect(answer.headers.Location).toBe(photoPath('10672', STAMP, 320, 'webp'));
      expect(answer.headers['Cache-Control']).toBe(cacheControl.imageRedirect);
    }
    expect(resize).not.toHaveBeenCalled();
  });

  it('is a 404 for a product without a photo, an unknown product and an address no photo has', async () => {
    const respond = photos();
    for (const path of [
      photoPath('20001', STAMP, 800, 'webp'),
      photoPath('99999', STAMP, 800, 'jpg'),
      `/foto/10672/${STAMP}-640.webp`,
      `/foto/10672/${STAMP}-800.png`,
      `/foto/10672/${STAMP}.webp`,
      '/foto/10672',
    ]) {
      const answer = await respond('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['Cache-Control'], path).toBe(cacheControl.notFound);
    }
  });

  it('a stored photo that does not decode is a 503 never kept, and so is a database that does not answer', async () => {
    const broken = { ...database };
    database = { ...broken, 'fotos/10672': { sello: STAMP, jpeg: '/9j/AAAA' } };
    try {
      expect((await photos()('GET', photoPath('10672', STAMP, 320, 'jpg'))).headers['Cache-Control']).toBe('no-store');
    } finally {
      database = broken;
    }
    const down = await photos({ down: true })('GET', photoPath('10672', STAMP, 320, 'jpg'));
    expect(down.status).toBe(503);
    expect(down.headers['Retry-After']).toBe('30');
  });
});
