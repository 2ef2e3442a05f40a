import { describe, expect, it } from 'vitest';
import { offlinePage } from './offline-page.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('offlinePage', () => {
  it('says in Spanish that there is no signal, and offers the saved pages and a retry of the address asked for', () => {
    const page = parse(
      offlinePage({
        address: '/buscar?q=caño&orden=precio-asc',
        saved: [
          { path: '/productos/insumos', label: 'Insumos de refrigeración' },
          { path: '/presupuesto', label: 'Mi presupuesto' },
        ],
      }),
    );
    expect(page.documentElement.lang).toBe('es-AR');
    expect(page.querySelector('h1')?.textContent).toBe('Sin conexión');
    const links = [...page.querySelectorAll('main a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Insumos de refrigeración', '/productos/insumos'],
      ['Mi presupuesto', '/presupuesto'],
      ['Reintentar', '/buscar?q=caño&orden=precio-asc'],
    ]);
    expect(page.body.textContent).not.toContain('Todavía no hay páginas guardadas');
  });

  it('says when nothing is saved, and keeps an address that carries markup inert', () => {
    const page = parse(offlinePage({ address: '/x?q="><img src=x onerror=alert(1)>', saved: [] }));
    expect(page.body.textContent).toContain('Todavía no hay páginas guardadas en este dispositivo');
    expect(page.querySelector('img')).toBeNull();
    expect(page.querySelector('main a')?.getAttribute('href')).toBe('/x?q="><img src=x onerror=alert(1)>');
  });
});
