/**
 * Every product is a lead: Consultar on a card, the quote list built from two rubros, the
 * navbar's count, /presupuesto (quantities, removal, the WhatsApp message, Copiar, Vaciar), the list
 * kept across a reload and a new page, technician prices, and an import that reprices and removes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { generateProducts } from '../../backend/src/catalogue-generator.ts';
import { DEMO_UPDATED_AT } from '../../backend/src/database-server.ts';
import { planSync } from '@frio/shared/catalogue/import';
import { test, expect } from '../support/site.ts';
import { catalogueTarget, restoreDemoCatalogue } from '../support/catalogue-admin.ts';
import {
  demo as demoCatalogue,
  expectedProducts,
  itemWithId,
  listingPath,
  waitForRows,
  type DemoProduct,
} from '../support/catalogue-helpers.ts';
import { signInAsDemoTechnician, signOutWithWidget } from '../support/accounts-login.ts';

const demo = demoCatalogue as Record<string, { lista1: number; lista2: number }>;
const [cano1, cano2] = expectedProducts('cobre') as [DemoProduct, DemoProduct];
const [gas1] = expectedProducts('gas') as [DemoProduct];

const pesos = (value: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 })
    .format(value)
    .replace(/\s/g, ' ');
/** The price lists' dates as a visitor reads them (the demo stamp is 2 November 2026, 12:00 UTC). */
const demoDay = '02/11/2026';
const nextDay = '03/11/2026';
/** The name a card shows: the description when there is one. */
/** A product as the card titles it: its name. */
const shownName = (product: DemoProduct) => product.nombre;
const refs = (product: DemoProduct) =>
  product.codigo ? `(código ${product.codigo}, artículo ${product.id})` : `(artículo ${product.id})`;

const quoteLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Presupuesto/ });
const quoteLines = (page: Page) => page.getByRole('list', { name: 'Artículos del presupuesto' }).getByRole('listitem');
const line = (page: Page, product: DemoProduct) => quoteLines(page).filter({ hasText: `Artículo ${product.id}` });
const unitPrice = (page: Page, product: DemoProduct) =>
  line(page, product).locator('p', { hasText: 'Precio unitario:' });
const decodedText = async (link: Locator) => new URL((await link.getAttribute('href'))!).searchParams.get('text') ?? '';
const whatsappText = (page: Page) => decodedText(page.getByRole('link', { name: 'Enviar por WhatsApp' }));

async function addFromListing(page: Page, rubro: string, products: DemoProduct[]) {
  await page.goto(listingPath(rubro));
  await waitForRows(page);
  for (const product of products) {
    const card = itemWithId(page, product.id);
    await card.getByRole('button', { name: 'Agregar al presupuesto' }).click();
    await expect(card.getByRole('link', { name: /^En el presupuesto: \d+ unidad/ })).toBeVisible();
  }
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`quote list on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Consultar opens WhatsApp naming the product, its code, article, price and the list date', async ({
      page,
    }, testInfo) => {
      await page.goto(listingPath('cobre'));
      await waitForRows(page);
      const card = itemWithId(page, cano1.id);
      const consult = card.getByRole('link', { name: 'Consultar' });
      await expect(consult).toBeVisible();
      expect(await consult.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      await expect(consult).toHaveAttribute('target', '_blank');
      expect(await decodedText(consult)).toBe(
        `¡Hola! Quisiera consultar por ${shownName(cano1)} ${refs(cano1)}, ${pesos(demo[cano1.key]!.lista1)} según la lista del ${demoDay}.`,
      );
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: testInfo.outputPath(`card-${viewport.name}.png`) });
    });

    test('three products from two rubros: count, quantities, removal, message, Copiar, reload, new page, Vaciar', async ({
      page,
      context,
      consoleErrors,
    }, testInfo) => {
      test.setTimeout(60_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await addFromListing(page, 'cobre', [cano1, cano2]);
      // Pressed again: one more, and the card says how many.
      const first = itemWithId(page, cano1.id);
      await first.getByRole('button', { name: 'Agregar al presupuesto' }).click();
      await expect(first.getByRole('link', { name: 'En el presupuesto: 2 unidades' })).toBeVisible();
      await expect(quoteLink(page)).toHaveAccessibleName('Presupuesto (2 artículos)');
      await addFromListing(page, 'gas', [gas1]);
      await expect(quoteLink(page)).toHaveAccessibleName('Presupuesto (3 artículos)');
      await expect(quoteLink(page)).toBeVisible();

      await quoteLink(page).click();
      await expect(page).toHaveURL('/presupuesto');
      await expect(quoteLines(page)).toHaveCount(3);
      await expect(line(page, cano1).getByLabel('Cantidad')).toHaveValue('2');

      // Quantities: typed ("03"), + and −, and refused input keeps the quantity.
      const gasQuantity = line(page, gas1).getByLabel('Cantidad');
      await gasQuantity.fill('03');
      await expect(gasQuantity).toHaveValue('3');
      await line(page, gas1)
        .getByRole('button', { name: /Sumar uno/ })
        .click();
      await expect(gasQuantity).toHaveValue('4');
      await line(page, gas1)
        .getByRole('button', { name: /Restar uno/ })
        .click();
      await expect(gasQuantity).toHaveValue('3');
      for (const bad of ['-2', '1e9', 'abc', '100000']) {
        await gasQuantity.fill(bad);
        await expect(line(page, gas1).getByRole('alert')).toHaveText(
          'Ingresá una cantidad entera de 0 a 9.999 (0 quita el artículo).',
        );
        await expect(gasQuantity).toHaveValue('3');
      }
      // Typed key by key as people write a thousand: the "." is a key the field does not take (and says so);
      // neither the quantity nor the line is lost on the way.
      await gasQuantity.selectText();
      await gasQuantity.pressSequentially('1.000');
      await expect(gasQuantity).toHaveValue('1000');
      await expect(line(page, gas1).getByRole('alert')).toBeVisible();
      await expect(quoteLines(page)).toHaveCount(3);
      await gasQuantity.fill('3');
      await expect(line(page, gas1).getByRole('alert')).toHaveCount(0);

      // A line removed.
      await line(page, cano2).getByRole('button', { name: 'Quitar' }).click();
      await expect(quoteLines(page)).toHaveCount(2);
      await expect(quoteLink(page)).toHaveAccessibleName('Presupuesto (2 artículos)');

      const p1 = demo[cano1.key]!.lista1;
      const p3 = demo[gas1.key]!.lista1;
      const total = pesos(2 * p1 + 3 * p3);
      await expect(page.getByText(total, { exact: true })).toBeVisible();
      const text = await whatsappText(page);
      expect(text.split('\n')).toEqual([
        `¡Hola! Quisiera pedir un presupuesto por estos artículos (precios según la lista del ${demoDay}):`,
        `• 2 × ${shownName(cano1)} ${refs(cano1)}: ${pesos(p1)} c/u`,
        `• 3 × ${shownName(gas1)} ${refs(gas1)}: ${pesos(p3)} c/u`,
        `Total: ${total}`,
        // The list's own address, which opens it on any device (share.spec.ts opens one).
        expect.stringMatching(
          new RegExp(`^Abrí la lista: \\S+/presupuesto#lista=1\\.2\\.[0-9a-z]+\\.${cano1.key}-2\\.${gas1.key}-3$`),
        ),
      ]);
      await page.screenshot({ path: testInfo.outputPath(`presupuesto-${viewport.name}.png`), fullPage: true });

      await page.getByRole('button', { name: 'Copiar lista' }).click();
      await expect(page.getByText('✓ Lista copiada')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

      // The list is the device's: a reload and a new page show it.
      await page.reload();
      await expect(quoteLines(page)).toHaveCount(2);
      await expect(line(page, gas1).getByLabel('Cantidad')).toHaveValue('3');
      const other = await context.newPage();
      await other.goto('/nosotros');
      await expect(quoteLink(other)).toHaveAccessibleName('Presupuesto (2 artículos)');
      await other.goto('/presupuesto');
      await expect(quoteLines(other)).toHaveCount(2);
      // A change in the other tab reaches this one.
      await line(other, cano1).getByRole('button', { name: 'Quitar' }).click();
      await expect(quoteLines(page)).toHaveCount(1);
      await expect(quoteLink(page)).toHaveAccessibleName('Presupuesto (1 artículo)');
      await other.close();

      // By keyboard a line reads as it shows, top to bottom: Quitar (top right), then the quantity.
      const last = quoteLines(page).first();
      await last.getByRole('heading', { level: 2 }).focus();
      await page.keyboard.press('Tab');
      await expect(last.getByRole('button', { name: 'Quitar' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(last.getByRole('button', { name: /Restar uno/ })).toBeFocused();

      // Vaciar asks once, then empties. Cancelar (focused) by keyboard gives the focus back to Vaciar.
      const question = page.getByRole('group', { name: /^¿Vaciar el presupuesto\?/ });
      await page.getByRole('button', { name: 'Vaciar' }).click();
      await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Vaciar' })).toBeFocused();
      // Escape answers «no» too.
      await page.keyboard.press('Enter');
      await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Vaciar' })).toBeFocused();
      await page.getByRole('button', { name: 'Vaciar' }).click();
      await expect(page.getByText('¿Vaciar el presupuesto? Se quitan todos los artículos.')).toBeVisible();
      await expect(quoteLines(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Sí, vaciar' }).click();
      await expect(page.getByText('Tu presupuesto está vacío.')).toBeVisible();
      await expect(quoteLink(page)).toHaveAccessibleName('Presupuesto (0 artículos)');
      await page.getByRole('link', { name: 'Ir a Insumos' }).click();
      await expect(page).toHaveURL('/productos/insumos');
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the served /presupuesto says what the list is for before any script runs, and is noindex', async ({
  request,
}) => {
  const response = await request.get('/presupuesto');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  expect(main).toContain('<h1 id="presupuesto-titulo"');
  expect(main).toContain('mandá la lista por WhatsApp en un solo mensaje');
  expect(main).toContain('Queda guardada en este dispositivo');
  // The list itself is the device's: the document shows none, only that it is being read.
  expect(main).not.toContain('Tu presupuesto está vacío.');
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
});

test('a filled list has no serious or critical accessibility violation', async ({ page }) => {
  await addFromListing(page, 'cobre', [cano1, cano2]);
  await page.goto('/presupuesto');
  await expect(quoteLines(page)).toHaveCount(2);
  await line(page, cano1).getByLabel('Cantidad').fill('abc');
  await expect(line(page, cano1).getByRole('alert')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('a line removed by keyboard hands the focus to the line after it and says so; the last, to the heading', async ({
  page,
}) => {
  await addFromListing(page, 'cobre', [cano1, cano2]);
  await page.goto('/presupuesto');
  await expect(quoteLines(page)).toHaveCount(2);
  const said = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Se quitó/ });
  await line(page, cano1).getByRole('button', { name: 'Quitar' }).focus();
  await page.keyboard.press('Enter');
  await expect(quoteLines(page)).toHaveCount(1);
  await expect(line(page, cano2).getByRole('heading', { level: 2 })).toBeFocused();
  await expect(said).toHaveText(`Se quitó ${cano1.nombre} del presupuesto.`);
  // Down to 0 with "Restar uno": the list is empty, the focus on the page's heading, then on to Insumos.
  await line(page, cano2)
    .getByRole('button', { name: /Restar uno/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expect(said).toHaveText(`Se quitó ${cano2.nombre} del presupuesto.`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Ir a Insumos' })).toBeFocused();
});

test('a technician sees technician prices in the list; signing out goes back', async ({ page }) => {
  await addFromListing(page, 'cobre', [cano1]);
  await signInAsDemoTechnician(page, { returnTo: '/presupuesto' });
  const unit = unitPrice(page, cano1);
  await expect(unit).toHaveText(`Precio unitario: ${pesos(demo[cano1.key]!.lista2)}`, {
    useInnerText: true,
  });
  await expect(page.getByText('Precios para técnicos (lista 2)')).toBeVisible();
  expect(await whatsappText(page)).toContain(`(precios según la lista de técnicos del ${demoDay})`);
  await signOutWithWidget(page);
  await expect(unit).toHaveText(`Precio unitario: ${pesos(demo[cano1.key]!.lista1)}`, { useInnerText: true });
});

/** Opens /presupuesto with these cobre articles in the list, as it stores them (name, code, article). */
async function openWithStoredLines(page: Page, products: ReturnType<typeof expectedProducts>) {
  const items = products.map((product, i) => ({
    key: product.key,
    article: product.id,
    name: product.nombre,
    code: product.codigo,
    rubro: 'cobre',
    price: product.lista1 ?? null,
    priceList: 1,
    quantity: 1,
    addedAt: DEMO_UPDATED_AT + i,
  }));
  await page.addInitScript(
    (value) => localStorage.setItem('frio:presupuesto', value),
    JSON.stringify({ version: 1, items }),
  );
  await page.goto('/presupuesto');
}

test('a list too long for one WhatsApp message says so, with its Copiar, before the send button', async ({ page }) => {
  const forty = expectedProducts('cobre').slice(0, 40);
  expect(forty).toHaveLength(40);
  await openWithStoredLines(page, forty);
  const warning = page.getByText(/^La lista es larga para un solo enlace de WhatsApp/);
  await expect(warning).toBeVisible();
  const copyRest = page.getByRole('button', { name: /^Copiar los \d+ artículos que faltan$/ });
  const send = page.getByRole('link', { name: 'Enviar por WhatsApp' });
  const before = async (first: Locator, second: Locator) =>
    first.evaluate(
      (node, other) => Boolean(node.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
      await second.elementHandle(),
    );
  expect(await before(warning, send)).toBe(true);
  expect(await before(copyRest, send)).toBe(true);
  await page.getByText('Total', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('presupuesto-larga.png') });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('a price never leaves its «$» at the end of a line', async ({ page }) => {
    await openWithStoredLines(
      page,
      expectedProducts('cobre')
        .filter((product) => product.lista1 !== undefined)
        .slice(0, 3),
    );
    const figures = page.getByRole('main').getByText(/^(Precio unitario|Subtotal):$/);
    await expect(figures).toHaveCount(6);
    // The «$» and the amount's last digit, each as the page lays it out: on one line.
    const tops = await figures.evaluateAll((labels) =>
      labels.map((label) => {
        const walker = document.createTreeWalker(label.parentElement!, NodeFilter.SHOW_TEXT);
        let text = walker.nextNode();
        while (text && !text.textContent!.includes('$')) text = walker.nextNode();
        const value = text!.textContent!;
        const top = (at: number) => {
          const range = document.createRange();
          range.setStart(text!, at);
          range.setEnd(text!, at + 1);
          return Math.round(range.getBoundingClientRect().top);
        };
        return [value.trim(), top(value.indexOf('$')), top(value.length - 1)];
      }),
    );
    for (const [value, dollar, last] of tops) expect(dollar, String(value)).toBe(last);
  });
});

test('a stored list that is corrupt or of an older shape is discarded with nothing on screen', async ({
  page,
  consoleErrors,
}) => {
  for (const stored of ['{roto', JSON.stringify({ items: [{ key: 'x', quantity: 1 }] })]) {
    await page.addInitScript((value) => localStorage.setItem('frio:presupuesto', value), stored);
    await page.goto('/presupuesto');
    await expect(page.getByText('Tu presupuesto está vacío.')).toBeVisible();
    await expect(quoteLink(page)).toHaveAccessibleName('Presupuesto (0 artículos)');
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('after an import', () => {
  test.afterEach(async () => {
    await restoreDemoCatalogue();
  });

  test('a repriced product shows its new price and says so; one no longer listed is left out', async ({ page }) => {
    await addFromListing(page, 'cobre', [cano1, cano2]);
    const before = demo[cano1.key]!.lista1;
    const after = Math.round(before * 1.08);
    // The owner's next import: cano1 costs 8 % more, cano2 is out of stock (so no longer listed).
    const products = generateProducts().map((product) =>
      product.id === cano1.id
        ? { ...product, lista1: after }
        : product.id === cano2.id
          ? { ...product, stock: 0 }
          : product,
    );
    const stamp = DEMO_UPDATED_AT + 86_400_000;
    const plan = planSync(await catalogueTarget.readCurrent(), products, stamp);
    await catalogueTarget.apply({ ...plan.update, 'catalogo/actualizado': stamp });

    await page.goto('/presupuesto');
    await expect(unitPrice(page, cano1)).toHaveText(`Precio unitario: ${pesos(after)}`, {
      useInnerText: true,
    });
    await expect(line(page, cano1)).toContainText(`El precio cambió desde que lo agregaste (antes ${pesos(before)})`, {
      useInnerText: true,
    });
    await expect(line(page, cano2)).toContainText('ya no está en el catálogo');
    const text = await whatsappText(page);
    expect(text).toContain(`• 1 × ${shownName(cano1)} ${refs(cano1)}: ${pesos(after)} c/u`);
    expect(text).not.toContain(cano2.id);
    expect(text).toContain(`según la lista del ${nextDay}`);
    expect(text).toContain(`\nTotal: ${pesos(after)}\n`);
    // The list's address holds only what the catalogue still lists.
    expect(text).toMatch(new RegExp(`/presupuesto#lista=1\\.1\\.[0-9a-z]+\\.${cano1.key}$`));
  });
});
