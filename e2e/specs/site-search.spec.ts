/**
 * The search on every page: the navbar's field, its combobox of results, `/buscar`, the
 * no-result help and a rubro's own search pointing to the other categories. Expected names are worked
 * out here from the demo catalogue with a plain fold, independently of the search's own code.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rubros } from '@frio/shared/types';
import { test, expect, mainHeading } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { expectedProducts, listingPath, waitForRows } from '../support/catalogue-helpers.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const navbarField = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Buscar en el catálogo' });
const navbarPlaceholder = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Buscar en el catálogo' });
const options = (page: Page) =>
  page.getByRole('banner').getByRole('listbox', { name: 'Resultados' }).getByRole('option');

/**
 * Presses Tab until the navbar's search field has the focus (keyboard only), at most `max` times. The
 * shell's field is replaced by mf-catalogue's when it gets the focus, which takes the focus over.
 */
async function tabToSearch(page: Page, max = 40) {
  const inSearch = () => page.evaluate(() => !!document.activeElement?.closest('[data-nav="buscar"]'));
  for (let i = 0; i < max; i += 1) {
    if (await inSearch()) return;
    await page.keyboard.press('Tab');
  }
  if (await inSearch()) return;
  throw new Error('the search field never got the focus by Tab');
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Every listed demo product of every rubro (the index's articles), once each. */
function everyListed() {
  const byId = new Map<string, { id: string; nombre: string; lista1?: number }>();
  for (const rubro of rubros) for (const product of expectedProducts(rubro)) byId.set(product.id, product);
  return [...byId.values()];
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('nothing of the search loads before the visitor touches the field', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const work = watchPageWork(page);
    await page.goto('/');
    await mainHeading(page);
    await work.done();
    expect(requested.filter((url) => url.includes('indice'))).toEqual([]);
    expect(requested.filter((url) => /SearchField|search-source/i.test(url))).toEqual([]);
    await tabToSearch(page);
    await expect(navbarField(page)).toBeFocused();
    await expect.poll(() => requested.filter((url) => url.includes('catalogo/indice')).length).toBe(1);
  });

  for (const start of ['/', '/faq', listingPath('cobre')]) {
    test(`from ${start}: by keyboard, a typo and a synonym find products of several rubros`, async ({ page }) => {
      await page.goto(start);
      await mainHeading(page);
      await tabToSearch(page);
      // A typo: "vlavula" (7 letters, one swap) finds the válvulas.
      await page.keyboard.type('vlavula');
      const field = navbarField(page);
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(options(page)).toHaveCount(8);
      for (const name of await options(page).allInnerTexts()) expect(fold(name)).toContain('valvula');
      await expect(options(page).first()).toContainText('Válvulas');
      await expect(options(page).first()).toContainText('$');

      // A synonym: "tubo" finds caños (Cobre) and garrafas (Gas refrigerante): several rubros.
      await page.keyboard.press('Control+A');
      await page.keyboard.type('tubo');
      await expect(options(page).first()).toBeVisible();
      await expect(page.getByRole('banner').getByText(/resultados, 8 en la lista/)).toBeAttached();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/buscar\?q=tubo$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Resultados para «tubo»');
      await expect(main.getByRole('heading', { level: 2, name: /^Cobre/ })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: /^Gas refrigerante/ })).toBeVisible();
      await expect(main.getByRole('link', { name: /CAÑO DE COBRE/ }).first()).toBeVisible();

      // Arrows and Enter open one product's page.
      await tabToSearch(page);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('R-22');
      await expect(options(page)).toHaveCount(8);
      const rubrosShown = new Set(
        (await options(page).allInnerTexts()).map((text) => text.split('\n').find((line) => !line.includes('R22'))),
      );
      expect(rubrosShown.size).toBeGreaterThan(0);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = options(page).nth(1);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(navbarField(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/producto\/\d+-[a-z0-9-]*r22/);
    });
  }

  test('Escape closes the list and keeps the text; a second Escape clears it', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    await tabToSearch(page);
    await page.keyboard.type('filtro dml');
    const field = navbarField(page);
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('filtro dml');
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
  });

  test('one result: its link says so in the singular', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    await tabToSearch(page);
    await page.keyboard.type('cano cobre 1/4');
    await expect(options(page)).toHaveCount(1);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Ver el resultado agrupado por rubro' }),
    ).toBeVisible();
  });

  test('/buscar: grouped by rubro, sortable, shareable, restored by Back; axe', async ({ page }) => {
    await page.goto('/buscar?q=cobre');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Resultados para «cobre»');
    const cobre = everyListed().filter((p) => fold(p.nombre).includes('cobre'));
    await expect(main.getByRole('status')).toContainText(`${cobre.length.toLocaleString('es-AR')} resultados`);
    await expect(main.getByRole('heading', { level: 2, name: /^Cobre/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Sort by price, ascending: the URL says so and the first row is the cheapest.
    await main.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Menor Precio' });
    await expect(page).toHaveURL(/orden=precio-asc/);
    const cheapest = [...cobre].sort((a, b) => (a.lista1 ?? Infinity) - (b.lista1 ?? Infinity))[0]!;
    await expect(main.getByRole('listitem').first()).toContainText(
      `$ ${cheapest.lista1!.toLocaleString('es-AR')}`.replace(/\s/, '\u00a0'),
    );

    // A new search is a new history entry: Back restores the previous one.
    const field = main.getByRole('searchbox', { name: 'Buscar en el catálogo' });
    await field.fill('termostatto');
    await field.press('Enter');
    await expect(page).toHaveURL(/q=termostatto/);
    await expect(main.getByRole('heading', { level: 2, name: /^Termostatos/ })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/q=cobre/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Resultados para «cobre»');
    await expect(field).toHaveValue('cobre');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/buscar: «Buscar» sends the order chosen with the text, and the page comes in that order', async ({
      page,
    }) => {
      await page.goto('/buscar?q=cobre');
      const main = page.getByRole('main');
      const order = main.getByRole('combobox', { name: 'Ordenar por' });
      await order.selectOption({ label: 'Menor Precio' });
      await main.getByRole('button', { name: 'Buscar' }).click();
      await expect(page).toHaveURL(/\/buscar\?q=cobre&orden=precio-asc$/);
      await expect(order).toHaveValue('precio-asc');
      const cobre = everyListed().filter((p) => fold(p.nombre).includes('cobre'));
      const cheapest = [...cobre].sort((a, b) => (a.lista1 ?? Infinity) - (b.lista1 ?? Infinity))[0]!;
      await expect(main.getByRole('listitem').first()).toContainText(
        `$ ${cheapest.lista1!.toLocaleString('es-AR')}`.replace(/\s/, '\u00a0'),
      );
    });
  });

  test('/buscar: the names holding the words as typed come before those a synonym found, in each order', async ({
    page,
  }) => {
    // «secador» also stands for «filtro» (sinonimos.json): every filter is found, the secadores first.
    const work = watchPageWork(page);
    await page.goto(`/buscar?${new URLSearchParams({ q: 'filtro secador' })}`);
    const main = page.getByRole('main');
    const typed = everyListed().filter((p) => fold(p.nombre).includes('filtro secador')).length;
    const filters = everyListed().filter((p) => fold(p.nombre).startsWith('filtro')).length;
    // The rubro shows its first 20: the secadores, then other filters.
    expect(typed).toBeGreaterThan(0);
    expect(filters).toBeGreaterThan(20);
    const secadorFirst = Array.from({ length: 20 }, (_, at) => at < typed);
    const names = main.getByRole('listitem').getByRole('link');
    const isSecador = async () => (await names.allTextContents()).map((name) => name.includes('FILTRO SECADOR'));
    await expect.poll(isSecador).toEqual(secadorFirst);
    // The order is the app's: once the page has taken over its document.
    await work.done();
    await main.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Mayor Precio' });
    await expect(page).toHaveURL(/orden=precio-desc/);
    // After the secadores, the dearest of the other filters.
    const dearest = everyListed()
      .filter((p) => fold(p.nombre).startsWith('filtro') && !fold(p.nombre).includes('filtro secador'))
      .sort((a, b) => (b.lista1 ?? -1) - (a.lista1 ?? -1))[0]!;
    await expect(names.nth(typed)).toHaveText(dearest.nombre);
    await expect.poll(isSecador).toEqual(secadorFirst);
  });

  test('/buscar: the served results need no search index until the visitor nears a group they cut short', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const work = watchPageWork(page);
    // «de» is in the names of eight rubros' articles: more rows than the server's HTML carries.
    await page.goto('/buscar?q=de');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Resultados para «de»');
    await work.done();
    expect(requested.filter((url) => url.includes('catalogo/indice'))).toEqual([]);

    // The server's HTML carries the first rows only: its last group shows fewer than it has room for.
    const last = main.getByRole('region').last();
    const heading = (await last.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const total = Number(/\(([\d.]+) resultados?\)/.exec(heading)?.[1]?.replace(/\./g, ''));
    const room = Math.min(20, total);
    expect(await last.getByRole('listitem').count()).toBeLessThan(room);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.filter((url) => url.includes('catalogo/indice')).length).toBe(1);
    await expect(last.getByRole('listitem')).toHaveCount(room);
  });

  test('no result: says so, suggests the closest names, offers WhatsApp with what was typed', async ({ page }) => {
    await page.goto('/nosotros');
    await mainHeading(page);
    await tabToSearch(page);
    await page.keyboard.type('valbulaz');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('No encontramos productos para «valbulaz».')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'valvula', exact: true })).toBeVisible();
    const ask = banner.getByRole('link', { name: '¿No lo encontrás? Consultanos' });
    await expect(ask).toHaveAttribute('href', /^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
    expect(decodeURIComponent((await ask.getAttribute('href'))!)).toContain('"valbulaz"');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buscar\?q=valbulaz/);
    await expect(page.getByRole('main').getByText('No encontramos productos para «valbulaz».')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '¿No lo encontrás? Consultanos' })).toBeVisible();
  });

  test('a rubro search that finds nothing says other categories have matches', async ({ page }) => {
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Buscar productos' }).fill('R-22');
    await expect(main.getByText('No se han encontrado resultados')).toBeVisible();
    await expect(
      main.getByText(/En esta categoría no hay resultados, pero otras categorías tienen \d+ resultados/),
    ).toBeVisible();
    await main.getByRole('link', { name: 'ver en todas las categorías' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=R-22/);
    await expect(main.getByRole('heading', { level: 2, name: /^Gas refrigerante/ })).toBeVisible();
  });
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`screenshots and axe, ${viewport.name}: the search open and /buscar`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/productos');
    await mainHeading(page);
    if (viewport.name === 'phone') {
      const button = page.getByRole('banner').getByRole('button', { name: 'Buscar productos' });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    } else {
      await navbarPlaceholder(page).click();
    }
    await expect(navbarField(page)).toBeFocused();
    await page.keyboard.type('compresor 1/2');
    await expect(options(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`search-open-${viewport.name}.png`) });
    await page.screenshot({ path: `../test-results/search-shots/search-open-${viewport.name}.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Resultados para «compresor 1/2»',
    );
    await expect(page.getByRole('banner').getByRole('listbox')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `../test-results/search-shots/buscar-${viewport.name}.png` });
  });
}
