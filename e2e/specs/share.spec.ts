/**
 * Sharing: Compartir on a product page and on /presupuesto (the browser's share sheet where it has one,
 * else a menu with WhatsApp and Copiar enlace), and a quote list that travels as an address: made in one
 * browser, opened in another with the same lines and quantities, merged into the list there; a tampered
 * address says so. axe and screenshots at 390 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { productPath } from '@frio/shared/catalogue/product-path';
import { test, expect } from '../support/site.ts';
import {
  demo as demoCatalogue,
  expectedProducts,
  itemWithId,
  listingPath,
  waitForRows,
  type DemoProduct,
} from '../support/catalogue-helpers.ts';
import { signInAsDemoTechnician } from '../support/accounts-login.ts';
import { encodeQuoteLink } from '../../mf-catalogue/src/features/quote/quote-link.ts';

const [cano1, cano2] = expectedProducts('cobre') as [DemoProduct, DemoProduct];
const [gas1] = expectedProducts('gas') as [DemoProduct];
const INCOMPLETE = 'El enlace está incompleto o fue modificado';
const demo = demoCatalogue as Record<string, { lista1: number; lista2: number }>;
const pesos = (value: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 })
    .format(value)
    .replace(/\s/g, ' ');

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** A browser without the Web Share API (most desktop browsers, and the fallback a phone may need). */
const withoutShareSheet = (context: BrowserContext | Page) =>
  context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });

const quoteLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Presupuesto/ });
const ownLines = (page: Page) => page.getByRole('list', { name: 'Artículos del presupuesto' }).getByRole('listitem');
const sharedLines = (page: Page) =>
  page.getByRole('list', { name: 'Artículos del presupuesto compartido' }).getByRole('listitem');
const ownLine = (page: Page, product: DemoProduct) => ownLines(page).filter({ hasText: `Artículo ${product.id}` });
const sharedLine = (page: Page, product: DemoProduct) =>
  sharedLines(page).filter({ hasText: `Artículo ${product.id}` });

async function addFromListing(page: Page, rubro: string, products: DemoProduct[]) {
  await page.goto(listingPath(rubro));
  await waitForRows(page);
  for (const product of products) {
    const card = itemWithId(page, product.id);
    await card.getByRole('button', { name: 'Agregar al presupuesto' }).click();
    await expect(card.getByRole('link', { name: /^En el presupuesto: \d+ unidad/ })).toBeVisible();
  }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The origin the site names in the addresses it shares (its public origin, or this one). */
const siteOrigin = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.siteOrigin || window.location.origin);

test.describe('Compartir on a product page', () => {
  test('without the Web Share API, on a phone: a menu with WhatsApp and Copiar enlace, keyboard and Escape', async ({
    page,
    context,
    consoleErrors,
  }, testInfo) => {
    await page.setViewportSize(phone);
    await withoutShareSheet(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = productPath(cano1.key, cano1.nombre);
    await page.goto(path);
    const share = page.getByRole('main').getByRole('button', { name: 'Compartir' });
    await expect(share).toBeEnabled();
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await share.click();
    const menu = page.getByRole('group', { name: 'Compartir' });
    const whatsapp = menu.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsapp).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const url = `${await siteOrigin(page)}${path}`;
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(new URL(href).searchParams.get('text')).toBe(`${cano1.nombre}\n${url}`);

    await page.keyboard.press('Tab');
    const copy = menu.getByRole('button', { name: 'Copiar enlace' });
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('status')).toHaveText('✓ Enlace copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('product-share-390.png'), fullPage: true });

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(share).toBeFocused();
    await expect(share).toHaveAttribute('aria-expanded', 'false');

    await page.setViewportSize(desktop);
    await share.click();
    await expect(whatsapp).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('product-share-1280.png'), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  test("with the Web Share API: the browser's own share sheet, with the page's address", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as { shared?: ShareData[] }).shared = calls;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          calls.push(data);
        },
      });
    });
    const path = productPath(cano1.key, cano1.nombre);
    await page.goto(path);
    const share = page.getByRole('main').getByRole('button', { name: 'Compartir' });
    await expect(share).toBeEnabled();
    await share.click();
    const url = `${await siteOrigin(page)}${path}`;
    await expect
      .poll(() => page.evaluate(() => (window as { shared?: ShareData[] }).shared))
      .toEqual([{ title: cano1.nombre, url }]);
    await expect(page.getByRole('group', { name: 'Compartir' })).toHaveCount(0);
  });
});

// With the mouse and with a finger: on a touch screen the focus moves only after the finger is lifted.
for (const touch of [false, true]) {
  test.describe(`/presupuesto with Compartir open, ${touch ? 'a tap' : 'a click'}`, () => {
    test.use({ viewport: touch ? phone : desktop, hasTouch: touch });

    test('on what follows the menu works the first time, and closes it', async ({ page, consoleErrors }) => {
      await withoutShareSheet(page);
      await addFromListing(page, 'cobre', [cano1]);
      await page.goto('/presupuesto');
      await page.getByRole('button', { name: 'Compartir presupuesto' }).click();
      const menu = page.getByRole('group', { name: 'Compartir' });
      await expect(menu.getByRole('link', { name: 'WhatsApp' })).toBeFocused();
      // Vaciar sits below the open menu: were the menu to close as the press starts, the button would move
      // from under the pointer and the press would land nowhere.
      const vaciar = page.getByRole('button', { name: 'Vaciar', exact: true });
      await (touch ? vaciar.tap() : vaciar.click());
      await expect(page.getByText('¿Vaciar el presupuesto? Se quitan todos los artículos.')).toBeVisible();
      await expect(menu).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('a quote list that travels as an address', () => {
  test('three products shared from one browser open in another with the same lines and quantities, and merge into its list', async ({
    page,
    context,
    browser,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    await withoutShareSheet(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await addFromListing(page, 'cobre', [cano1, cano2]);
    await addFromListing(page, 'gas', [gas1]);
    await page.goto('/presupuesto');
    await ownLine(page, cano1).getByLabel('Cantidad').fill('2');
    await ownLine(page, gas1).getByLabel('Cantidad').fill('5');

    const share = page.getByRole('button', { name: 'Compartir presupuesto' });
    await share.click();
    const menu = page.getByRole('group', { name: 'Compartir' });
    await menu.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(menu.getByRole('status')).toHaveText('✓ Enlace copiado');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/presupuesto#lista=1\.3\.[0-9a-z]+\.[0-9.-]+$/);
    // The Enviar message ends with the same address, so the business can open the list.
    const enviar = (await page.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href'))!;
    expect(new URL(enviar).searchParams.get('text')!.split('\n').at(-1)).toBe(`Abrí la lista: ${link}`);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('presupuesto-share-390.png'), fullPage: true });

    // Another browser (another person's phone), with a list of its own: one gas.
    const other = await browser.newContext({ viewport: phone, locale: 'es-AR', baseURL: new URL(page.url()).origin });
    const theirs = await other.newPage();
    const theirErrors: string[] = [];
    theirs.on('pageerror', (error) => theirErrors.push(error.message));
    await addFromListing(theirs, 'gas', [gas1]);
    await theirs.goto(`/presupuesto${new URL(link).hash}`);
    await expect(theirs.getByRole('heading', { name: 'Presupuesto compartido' })).toBeVisible();
    await expect(sharedLines(theirs)).toHaveCount(3);
    for (const [product, quantity] of [
      [cano1, 2],
      [cano2, 1],
      [gas1, 5],
    ] as const) {
      await expect(sharedLine(theirs, product)).toContainText(product.nombre);
      await expect(sharedLine(theirs, product)).toContainText(`Cantidad: ${quantity}`);
    }
    await expect(theirs.getByText('Total', { exact: true })).toBeVisible();
    // Opening it changed nothing there.
    await expect(quoteLink(theirs)).toHaveAccessibleName('Presupuesto (1 artículo)');
    await expect(theirs.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousViolations(theirs);
    await theirs.screenshot({ path: testInfo.outputPath('shared-list-390.png'), fullPage: true });
    await theirs.setViewportSize(desktop);
    await theirs.screenshot({ path: testInfo.outputPath('shared-list-1280.png'), fullPage: true });

    await theirs.getByRole('button', { name: 'Agregar a mi presupuesto' }).click();
    await expect(theirs.getByText('✓ Agregamos 3 artículos a tu presupuesto.')).toBeVisible();
    await expect(quoteLink(theirs)).toHaveAccessibleName('Presupuesto (3 artículos)');
    await theirs.getByRole('link', { name: /^Ver mi presupuesto/ }).click();
    await expect(theirs).toHaveURL('/presupuesto');
    await expect(ownLines(theirs)).toHaveCount(3);
    await expect(ownLine(theirs, gas1).getByLabel('Cantidad')).toHaveValue('6');
    await expect(ownLine(theirs, cano1).getByLabel('Cantidad')).toHaveValue('2');
    await expect(ownLine(theirs, cano2).getByLabel('Cantidad')).toHaveValue('1');
    expect(theirErrors).toEqual([]);
    await other.close();
    expect(consoleErrors).toEqual([]);
  });

  test('Reemplazar asks once; a tampered address says it is incomplete and shows what it could read', async ({
    page,
  }, testInfo) => {
    await addFromListing(page, 'cobre', [cano1]);
    const hash = `#lista=1.2.abc.${cano2.id}-4.${gas1.id}-3`; // the checksum does not match: changed by hand
    await page.goto(`/presupuesto${hash}`);
    await expect(page.getByRole('alert')).toContainText(INCOMPLETE);
    await expect(sharedLines(page)).toHaveCount(2);
    await expect(sharedLine(page, cano2)).toContainText('Cantidad: 4');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('shared-list-tampered.png'), fullPage: true });

    await page.getByRole('button', { name: 'Reemplazar mi presupuesto' }).click();
    await expect(page.getByText('¿Reemplazar tu presupuesto (1 artículo) por esta lista?')).toBeVisible();
    await page.getByRole('button', { name: 'Sí, reemplazar' }).click();
    await expect(page.getByText('✓ Tu presupuesto ahora es esta lista (2 artículos).')).toBeVisible();
    await page.goto('/presupuesto');
    await expect(ownLines(page)).toHaveCount(2);
    await expect(ownLine(page, gas1).getByLabel('Cantidad')).toHaveValue('3');

    // Unknown articles, a refused quantity and markup: text, never markup, and the page still works.
    await page.goto(`/presupuesto#lista=1.3.x.99999999.${cano1.id}-100000.%3Cimg%20src=x%20onerror=alert(1)%3E`);
    await expect(page.getByRole('alert')).toContainText(INCOMPLETE);
    await expect(sharedLines(page).filter({ hasText: 'Artículo 99999999' })).toContainText('ya no está en el catálogo');
    await expect(sharedLines(page).filter({ hasText: `Artículo ${cano1.id}` })).toContainText(
      'Cantidad pedida «100000»: Ingresá una cantidad entera de 0 a 9.999 (0 quita el artículo).',
    );
    await expect(page.locator('main img')).toHaveCount(0);
  });

  test("a technician who opens a shared list sees technicians' prices", async ({ page }) => {
    await signInAsDemoTechnician(page, { returnTo: '/presupuesto' });
    const value = encodeQuoteLink([
      { key: cano1.key, quantity: 2 },
      { key: gas1.key, quantity: 1 },
    ]);
    await page.goto(`/presupuesto#lista=${value}`);
    await expect(page.getByText('Precios para técnicos (lista 2)')).toBeVisible();
    await expect(sharedLine(page, cano1)).toContainText(`Precio unitario: ${pesos(demo[cano1.key]!.lista2)}`, {
      useInnerText: true,
    });
    const total = pesos(2 * demo[cano1.key]!.lista2 + demo[gas1.key]!.lista2);
    await expect(page.getByText(total, { exact: true })).toBeVisible();
  });
});
