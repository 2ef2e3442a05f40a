import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, compressed } from './compress.ts';
import type { PageResponse } from './respond.ts';

const page: PageResponse = {
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  body: `<!doctype html><title>Caño</title>${'<p>Caño capilar de cobre</p>'.repeat(200)}`,
};

describe('chosenEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('*, br;q=0')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding('')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});

describe('compressed', () => {
  it('encodes an HTML answer in Brotli, keeping status and headers, and it decodes to the same text', () => {
    const answer = compressed(page, 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ ...page.headers, 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(page.body) / 5);
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page.body);
  });

  it('uses gzip for a client without Brotli', () => {
    const answer = compressed(page, 'gzip');
    expect(answer.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page.body);
  });

  it('sends text as it is to a client that accepts no encoding, still varying by it', () => {
    const answer = compressed(page, undefined);
    expect(answer.body).toBe(page.body);
    expect(answer.headers['Content-Encoding']).toBeUndefined();
    expect(answer.headers.Vary).toBe('Accept-Encoding');
  });

  it('compresses a sitemap, and leaves an image, an empty body and a redirect unencoded', () => {
    const sitemap = compressed({ ...page, headers: { 'Content-Type': 'application/xml; charset=utf-8' } }, 'br');
    expect(sitemap.headers['Content-Encoding']).toBe('br');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    expect(compressed({ status: 200, headers: { 'Content-Type': 'image/png' }, body: png }, 'br').body).toBe(png);
    const redirect = compressed({ status: 301, headers: { Location: '/producto/1-a' }, body: '' }, 'br');
    expect(redirect.headers['Content-Encoding']).toBeUndefined();
  });
});
