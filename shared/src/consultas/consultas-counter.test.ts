import { afterEach, describe, expect, it, vi } from 'vitest';

const restUrl = vi.fn<(path: string) => Promise<string | undefined>>();
vi.mock('../firebase/client.ts', () => ({
  publicRestUrl: (path: string) => restUrl(path),
  getFirebaseDatabase: () => Promise.reject(new Error('sin base')),
  loadDatabaseSdk: () => Promise.reject(new Error('sin sdk')),
}));

const { countConsultation } = await import('./consultas-counter.ts');
const { consultationUrl } = await import('./consultas.ts');

const now = Date.UTC(2026, 10, 24, 15, 0); // day 20781 in Argentina

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('countConsultation', () => {
  it('sends one +1 per counter over REST, as a simple keepalive request', async () => {
    restUrl.mockResolvedValue('http://localhost:9000/consultas/20781.json?ns=demo-frio');
    const fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await countConsultation('/productos/insumos/cobre', '10234', now);
    expect(restUrl).toHaveBeenCalledWith('consultas/20781');
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(url.href).toBe('http://localhost:9000/consultas/20781.json?ns=demo-frio&x-http-method-override=PATCH');
    // The address the start script is given for the same database (renderer/src/app-start.ts).
    expect(url.href).toBe(consultationUrl('http://localhost:9000?ns=demo-frio', 20781));
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init.headers).toBeUndefined();
    expect(JSON.parse(String(init.body))).toEqual({
      dia: 20781,
      'paginas/productos-insumos-cobre': { '.sv': { increment: 1 } },
      'productos/10234': { '.sv': { increment: 1 } },
    });
  });

  it('never throws: a refused write, a network failure or no database at all are only logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    restUrl.mockResolvedValue('http://localhost:9000/consultas/20781.json');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 401 })));
    await expect(countConsultation('/', null, now)).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(countConsultation('/', null, now)).resolves.toBeUndefined();
    restUrl.mockRejectedValue(new Error('firebase config: HTTP 404'));
    await expect(countConsultation('/', null, now)).resolves.toBeUndefined();
    restUrl.mockResolvedValue(undefined); // App Check on: the SDK path, which fails here
    await expect(countConsultation('/', null, now)).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledTimes(4);
  });
});
