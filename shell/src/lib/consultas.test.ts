import { afterEach, describe, expect, it, vi } from 'vitest';

const countConsultation = vi.fn<(pathname: string, product?: string | null) => Promise<void>>();
vi.mock('@frio/shared/consultas-counter', () => ({ countConsultation }));

const { startConsultationCounting } = await import('./consultas.ts');

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

startConsultationCounting();

afterEach(() => {
  document.body.replaceChildren();
  countConsultation.mockReset();
});

async function settled() {
  await vi.waitFor(() => expect(countConsultation).toHaveBeenCalled());
}

describe('startConsultationCounting', () => {
  it('counts a click on any WhatsApp link, with the page and the product it names', async () => {
    const root = page(
      '<a href="https://wa.me/5493455400000?text=hola" data-producto="10234"><span>Consultar</span></a>',
    );
    root.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settled();
    expect(countConsultation).toHaveBeenCalledWith(window.location.pathname, '10234');
  });

  it('counts a link without a product for the page only', async () => {
    page('<a href="https://wa.me/5493455400000">WhatsApp</a>').querySelector('a')!.click();
    await settled();
    expect(countConsultation).toHaveBeenCalledWith(window.location.pathname, null);
  });

  it('ignores every other click, and never stops the link from opening', async () => {
    const root = page('<a href="/contacto">Contacto</a><button>Enviar</button><a href="https://wa.me/1">W</a>');
    root.querySelector('a')!.click();
    root.querySelector('button')!.click();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a[href^="https://wa.me/"]')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await settled();
    expect(countConsultation).toHaveBeenCalledTimes(1);
  });

  it('a counter that fails never reaches the visitor', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    countConsultation.mockRejectedValueOnce(new Error('caído'));
    page('<a href="https://wa.me/1">W</a>').querySelector('a')!.click();
    await settled();
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    info.mockRestore();
  });

  it('counts the taps the start script kept before the app started, once, and leaves it every later tap', async () => {
    const early: Record<string, unknown> = {
      frioTaps: [
        ['/faq', null],
        ['/productos/insumos/cobre', '10234'],
      ],
    };
    startConsultationCounting({ addEventListener: () => {} }, early);
    expect(early.frioTaps).toBeNull();
    await vi.waitFor(() => expect(countConsultation).toHaveBeenCalledTimes(2));
    expect(countConsultation).toHaveBeenCalledWith('/faq', null);
    expect(countConsultation).toHaveBeenCalledWith('/productos/insumos/cobre', '10234');
  });

  it('has taken the counting over from the start script on this page', () => {
    expect((window as { frioTaps?: unknown }).frioTaps).toBeNull();
  });
});
