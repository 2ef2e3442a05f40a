// @vitest-environment jsdom
/**
 * The start script counts a tap on a WhatsApp link before the app has started exactly as the app's
 * counter does (the same request to the same counters), keeps it for the app when the document names no
 * address, and does nothing once the app counts by itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyCountTag, startScript } from '@frio/renderer/app-start';
import { localFirebaseConfig } from './site-data.ts';

/** The jsdom globals used here (tooling is typed for Node, without the DOM's types). */
interface Element {
  click(): void;
  innerHTML: string;
  insertAdjacentHTML(position: 'beforeend', html: string): void;
}
const window = globalThis as unknown as {
  document: { head: Element; body: Element; querySelector(selector: string): Element | null };
  history: { replaceState(state: null, unused: string, url: string): void };
  location: { pathname: string };
  addEventListener(type: 'click', listener: (event: { preventDefault(): void }) => void): void;
  frioTaps?: unknown;
};
const { document } = window;

const config = localFirebaseConfig({ database: 9000, auth: 9099 });
// The app's counter and its Firebase client are browser code, outside tooling's Node-typed program: loaded
// by a name the type check does not follow.
const browserModule = (name: string) => import(/* @vite-ignore */ name);
const { configureFirebase } = (await browserModule('@frio/shared/firebase')) as {
  configureFirebase(value: typeof config): void;
};
const { countConsultation } = (await browserModule('@frio/shared/consultas-counter')) as {
  countConsultation(pathname: string, products: string | null, now: number): Promise<void>;
};
configureFirebase(config);
const now = Date.UTC(2026, 10, 24, 15, 0);
const path = '/productos/insumos/cobre';

function open(head: string) {
  document.head.innerHTML = `${head}<template id="app-start"></template>`;
  document.body.innerHTML =
    '<a href="https://wa.me/5493455400000?text=hola" data-producto="10234 A1 10234 a/b"><span>Consultar</span></a>';
  new Function(startScript)();
}

// No navigation in jsdom: the links stay on this page.
window.addEventListener('click', (event) => event.preventDefault());

const tap = () => document.querySelector('span')!.click();

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  window.history.replaceState(null, '', path);
  fetch = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.frioTaps;
});

describe('a tap before the app has started', () => {
  it("is counted at once, with the request the app's counter sends for it", async () => {
    open(earlyCountTag(config.firebase.databaseURL, `http://site.test${path}?q=1`));
    tap();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [early, earlyInit] = fetch.mock.calls[0] as [string, RequestInit];

    await countConsultation(window.location.pathname, '10234 A1 10234 a/b', now);
    const [app, appInit] = fetch.mock.calls[1] as [URL, RequestInit];
    expect(early).toBe(app.href);
    expect(early).toBe('http://localhost:9000/consultas/20781.json?ns=demo-frio&x-http-method-override=PATCH');
    expect(earlyInit.body).toBe(appInit.body);
    expect(JSON.parse(String(earlyInit.body))).toEqual({
      dia: 20781,
      'paginas/productos-insumos-cobre': { '.sv': { increment: 1 } },
      'productos/10234': { '.sv': { increment: 1 } },
      'productos/A1': { '.sv': { increment: 1 } },
    });
    expect(earlyInit).toMatchObject({ method: appInit.method, keepalive: true });
    expect(earlyInit.headers).toBeUndefined();
  });

  it('is kept for the app when the document names no address (App Check, the 404 document)', () => {
    open('');
    tap();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.frioTaps).toEqual([[encodeURI(path), '10234 A1 10234 a/b']]);
  });

  it('is left to the app once it counts by itself, and only a WhatsApp link counts', () => {
    open(earlyCountTag(config.firebase.databaseURL, path));
    document.body.insertAdjacentHTML('beforeend', '<a href="/contacto">Contacto</a>');
    document.querySelector('a[href="/contacto"]')!.click();
    expect(fetch).not.toHaveBeenCalled();
    window.frioTaps = null;
    tap();
    expect(fetch).not.toHaveBeenCalled();
  });
});
