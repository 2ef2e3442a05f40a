/**
 * The function compresses its own text answers: a product page is ~70 KB of HTML and inline CSS and ~13 KB
 * in Brotli, and no hop in front of the function can be relied on to do it (the Hosting emulator passes a
 * function's answer through as it is).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PageResponse } from './respond.ts';

type Encoding = 'br' | 'gzip';

/** Brotli quality 5: within 1 KB of the best size at ~2 ms for a product page (11 takes ~85 ms). */
const BROTLI_QUALITY = 5;

/** Brotli when accepted, else gzip, else none; `q=0` refuses one. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => accepted.get(name) ?? (accepted.get('*') || 0);
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

const isText = (headers: Record<string, string>) => /^(text\/|application\/xml)/.test(headers['Content-Type'] ?? '');

/** Text bodies only, never an empty one: images are already compressed. */
export function compressed(answer: PageResponse, acceptEncoding: string | undefined): PageResponse {
  const encoding = chosenEncoding(acceptEncoding);
  const text = typeof answer.body === 'string' && isText(answer.headers);
  const headers = text ? { ...answer.headers, Vary: 'Accept-Encoding' } : answer.headers;
  if (!text || !encoding || answer.body.length === 0) return { ...answer, headers };
  const bytes = Buffer.from(answer.body);
  const body =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes);
  return { ...answer, headers: { ...headers, 'Content-Encoding': encoding }, body };
}
