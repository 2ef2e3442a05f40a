import { afterEach, describe, expect, it, vi } from 'vitest';
import { restRead } from './database.ts';

afterEach(() => vi.unstubAllGlobals());

describe('restRead', () => {
  it("reads a path, or a path with a REST query, keeping the database's own query", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      asked.push(url.href);
      return new Response('null');
    });
    const read = restRead('http://127.0.0.1:9000?ns=demo-frio');
    await read('catalogo/actualizado');
    await read('productos?orderBy=%22foto%22&startAt=1');
    expect(asked).toEqual([
      'http://127.0.0.1:9000/catalogo/actualizado.json?ns=demo-frio',
      'http://127.0.0.1:9000/productos.json?ns=demo-frio&orderBy=%22foto%22&startAt=1',
    ]);
  });
});
