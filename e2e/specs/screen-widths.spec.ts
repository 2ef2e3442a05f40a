/**
 * The site read at a phone's and a computer's width, and signed in: nothing cut, nothing split, nothing
 * scrolling sideways (each case at the width or state where a visitor met it).
 */
import type { Locator, Page } from '@playwright/test';
import { contact, openingHours, openingHoursText } from '@frio/shared/contact';
import { test, expect, mainHeading } from '../support/site.ts';
import { productPath } from '@frio/shared/catalogue/product-path';
import { catalogueItems, expectedProducts, listingPath, waitForRows } from '../support/catalogue-helpers.ts';
import {
  accountWidget,
  demoTechnician,
  signInAs,
  signInAsDemoTechnician,
  signOutWithWidget,
} from '../support/accounts-login.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** How far the page can scroll sideways (0 when nothing overflows the window). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element's box lies inside the window, horizontally. */
async function expectInsideWindow(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
}

/** How many lines of text the element's content takes. */
interface DomNode {
  nodeId: number;
  nodeName: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * The room the hint of the field `#id` leaves, in px (negative: the hint is cut): the box Chromium draws
 * the placeholder in (inside the field's own shadow tree, read over the DevTools protocol, so any room
 * the browser keeps for a clear button counts) less the hint's text width.
 */
async function hintRoom(page: Page, id: string): Promise<number> {
  const text = await page.locator(`#${id}`).evaluate((input: HTMLInputElement) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = getComputedStyle(input).font;
    return context.measureText(input.placeholder).width;
  });
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const attribute = (node: DomNode, name: string) => node.attributes?.[node.attributes.indexOf(name) + 1];
  const find = (node: DomNode, test: (node: DomNode) => boolean): DomNode | undefined =>
    test(node) ? node : [...(node.children ?? []), ...(node.shadowRoots ?? [])].map((n) => find(n, test)).find(Boolean);
  const input = find(root, (node) => node.nodeName === 'INPUT' && attribute(node, 'id') === id)!;
  const hint = find(input, (node) => attribute(node, 'pseudo') === '-webkit-input-placeholder')!;
  const { model } = (await cdp.send('DOM.getBoxModel', { nodeId: hint.nodeId })) as { model: { width: number } };
  await cdp.detach();
  return model.width - text;
}

const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    // Boxes whose vertical middles lie within 4 px of each other are on one line.
    const middles = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => rect.top + rect.height / 2)
      .sort((a, b) => a - b);
    return middles.filter((middle, i) => i === 0 || middle - middles[i - 1]! > 4).length;
  });

for (const viewport of [phone, desktop]) {
  test.describe(`footer at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the address reads as one unit (street, town link, province), and the opening hours show', async ({
      page,
    }) => {
      await page.goto('/nosotros');
      await mainHeading(page);
      const footer = page.getByRole('contentinfo');
      const address = footer.locator('p').filter({ has: page.getByRole('link', { name: contact.town }) });
      await expect(address).toHaveText(`${contact.street}, ${contact.town}, ${contact.province}`);
      // One unit, not three columns: the town's link follows the street on the same line, and on a
      // desktop the whole address is one line.
      const text = address.locator('span').first();
      const [street, town] = await text.evaluate((element) => {
        const range = document.createRange();
        range.setStart(element.firstChild!, 0);
        range.setEnd(element.firstChild!, 1);
        return [range.getBoundingClientRect(), element.querySelector('a')!.getBoundingClientRect()].map((rect) =>
          Math.round(rect.top + rect.height / 2),
        );
      });
      expect(Math.abs(street! - town!)).toBeLessThanOrEqual(2);
      if (viewport.width >= 1024) expect(await lineCount(text)).toBe(1);
      for (const line of openingHours) await expect(footer).toContainText(openingHoursText(line));
      await footer.screenshot({ path: test.info().outputPath(`footer-${viewport.width}.png`) });
    });
  });
}

test.describe('/contacto at 1280 px', () => {
  test.use({ viewport: desktop });

  test('the e-mail is never broken mid-word and the six channels fill whole rows', async ({ page }) => {
    await page.goto('/contacto');
    await mainHeading(page);
    const email = page.getByRole('main').getByRole('link', { name: contact.email });
    expect(await lineCount(email)).toBe(1);
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const rows = new Map<number, number>();
    for (const card of await cards.all()) {
      const top = Math.round((await card.boundingBox())!.y);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    // Every row holds the same number of cards: no 4 + 2 with a gap.
    expect(new Set(rows.values()).size).toBe(1);
    const hours = page.getByRole('region', { name: 'Horarios de atención' });
    for (const line of openingHours) await expect(hours).toContainText(openingHoursText(line));
    await page.screenshot({ path: test.info().outputPath('contacto-1280.png'), fullPage: true });
  });
});

test.describe('/register at 1280 px', () => {
  test.use({ viewport: desktop });

  test('every input box has the same height (the DNI box was 51 px against 44)', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registro de técnicos' });
    const inputs = form.getByRole('textbox');
    await expect(inputs).toHaveCount(6);
    const heights = await inputs.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().height)),
    );
    expect(new Set(heights)).toEqual(new Set([44]));
  });
});

for (const width of [320, 347]) {
  test.describe(`catalogue at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('the search bar fits and Filtrar is whole; no sideways scroll', async ({ page }) => {
      await page.goto(listingPath('cobre'));
      await waitForRows(page);
      await expectInsideWindow(page, page.getByRole('searchbox', { name: 'Buscar productos' }));
      const filter = page.getByRole('button', { name: 'Filtrar' });
      await expectInsideWindow(page, filter);
      // The label is not clipped inside its button.
      expect(await filter.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expect(page.getByText('Buscá por nombre, código o artículo')).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
    });

    test('a pasted address searched for wraps in the heading and in «No encontramos…»; no sideways scroll', async ({
      page,
    }) => {
      const pasted = 'https://articulo.mercadolibre.com.ar/MLA-1234567890-capacitor-de-arranque-para-motocompresor';
      await page.goto(`/buscar?q=${encodeURIComponent(pasted)}`);
      await expect(await mainHeading(page)).toHaveText(`Resultados para «${pasted}»`);
      await expect(page.getByText(`No encontramos productos para «${pasted}».`)).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
    });
  });
}

test.describe('category page at 1280 px', () => {
  test.use({ viewport: desktop });

  test('a breadcrumb leads back to Insumos, and prices line up across a grid row', async ({ page }) => {
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Productos', 'Insumos', 'Cobre']);
    // The '›' separators are drawn between the crumbs.
    expect(
      await crumbs
        .getByRole('listitem')
        .nth(1)
        .evaluate((element) => getComputedStyle(element, '::before').content),
    ).toBe('"›"');
    await expect(crumbs.getByText('Cobre')).toHaveAttribute('aria-current', 'page');

    // Price rows: in each grid row, the prices share one baseline.
    const tops = await catalogueItems(page).evaluateAll((items) =>
      items.slice(0, 12).map((item) => ({
        row: Math.round(item.getBoundingClientRect().top),
        price: Math.round(item.querySelector('article > div:last-child')!.getBoundingClientRect().top),
      })),
    );
    const byRow = new Map<number, Set<number>>();
    for (const { row, price } of tops) byRow.set(row, (byRow.get(row) ?? new Set()).add(price));
    expect(byRow.size).toBeGreaterThan(1);
    for (const prices of byRow.values()) expect(prices.size).toBe(1);

    await crumbs.getByRole('link', { name: 'Insumos' }).click();
    await expect(page).toHaveURL('/productos/insumos');
    await expect(await mainHeading(page)).toBeVisible();
  });
});

for (const width of [320, 360, 390]) {
  test.describe(`signed in at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } });

    test('Salir is whole, the logo readable, the quote count clear of the account; no sideways scroll', async ({
      page,
    }) => {
      await signInAsDemoTechnician(page, { returnTo: '/nosotros' });
      const salir = accountWidget(page).getByRole('button', { name: 'Salir' });
      await expect(salir).toBeVisible();
      await expectInsideWindow(page, salir);
      // The bar makes room for the account's buttons without shrinking the logo to a smudge.
      const logo = page
        .getByRole('banner')
        .getByRole('link')
        .getByRole('img', { name: /^Frío Entre Ríos/ });
      await expect.poll(async () => (await logo.boundingBox())!.height).toBeGreaterThanOrEqual(32);
      // The count sits on the Presupuesto icon, apart from the account's first button.
      const count = page.getByRole('banner').locator('[data-nav="presupuesto"] > span').nth(1);
      const countBox = (await count.boundingBox())!;
      const buttonBox = (await accountWidget(page).getByRole('button').first().boundingBox())!;
      expect(buttonBox.x - (countBox.x + countBox.width)).toBeGreaterThanOrEqual(6);
      expect(await sidewaysScroll(page)).toBe(0);
      await page.getByRole('banner').screenshot({ path: test.info().outputPath(`navbar-${width}-signed-in.png`) });
    });
  });
}

for (const width of [1100, 1200, 1280, 1440]) {
  test.describe(`signed in at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`the account's name is ${width < 1200 ? 'read out, or shown whole' : 'shown whole'}, never cut`, async ({
      page,
    }) => {
      for (const [signIn, name] of [
        [() => signInAsDemoTechnician(page, { returnTo: '/nosotros' }), demoTechnician.displayName],
        [() => signInAs(page, demoOwner.email, demoOwner.password, '/nosotros'), demoOwner.displayName],
      ] as const) {
        await signIn();
        // From 1200 px the account's name is shown, its box as wide as its text; narrower, it may be read
        // out only (a 1 px box).
        await expect(accountWidget(page)).toContainText(name);
        const box = await accountWidget(page).evaluate((widget, text) => {
          const label = [...widget.querySelectorAll('span')].findLast((span) => span.textContent?.includes(text))!;
          return { shown: label.clientWidth, text: label.scrollWidth };
        }, name);
        if (width >= 1200) expect(box.shown).toBeGreaterThan(1);
        if (box.shown > 1) expect(box.text).toBeLessThanOrEqual(box.shown);
        await expect(accountWidget(page).getByRole('button', { name: 'Salir' })).toBeInViewport({ ratio: 1 });
        expect(await sidewaysScroll(page)).toBe(0);
        // The account squeezes the search field: its hint still reads whole.
        expect(await hintRoom(page, 'buscar-navbar')).toBeGreaterThanOrEqual(0);
        await page.getByRole('banner').screenshot({ path: test.info().outputPath(`navbar-${width}-${name}.png`) });
        await signOutWithWidget(page);
      }
    });
  });
}

test.describe("a product's page on a phone", () => {
  test.use({ viewport: phone });

  test("the breadcrumb never leaves a '›' alone at the end of a line, and stays one line", async ({ page }) => {
    const cobre = expectedProducts('cobre');
    const longest = [...cobre].sort((a, b) => b.nombre.length - a.nombre.length)[0]!;
    for (const product of [cobre[0]!, longest]) {
      await page.goto(productPath(product.key, product.nombre));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.nombre);
      // Measured once the app has the page (it draws the product again when it has read it).
      await expect(page.getByRole('button', { name: 'Agregar al presupuesto' })).toBeEnabled();
      const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
      await expect(crumbs.getByRole('listitem')).toHaveCount(4);
      // Each step after the first starts on the line of its '›' (drawn before it, in the same item).
      const gaps = await crumbs.getByRole('listitem').evaluateAll((items) =>
        items.slice(1).map((item) => {
          const step = item.firstElementChild!.getClientRects()[0]!;
          return step.top - item.getBoundingClientRect().top;
        }),
      );
      for (const gap of gaps) expect(gap).toBeLessThan(4);
      // The trail stops at the rubro on a phone (the name is the heading below): one line, however long the name.
      const firstStep = (await crumbs.getByRole('listitem').first().boundingBox())!;
      expect((await crumbs.boundingBox())!.height).toBeLessThan(firstStep.height * 1.5);
      await expect(crumbs.getByRole('listitem').last()).toHaveText(product.nombre);
      expect(await sidewaysScroll(page)).toBe(0);
      await crumbs.screenshot({ path: test.info().outputPath(`breadcrumb-${product.id}.png`) });
    }
  });
});

test.describe('/admin on a phone', () => {
  test.use({ viewport: phone });

  test("each e-mail and each tab's label on one line, each row of tabs one row", async ({ page }) => {
    await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
    const requests = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(requests.first()).toBeVisible();
    // Every part of every e-mail (between the places it may wrap: after '@', before a dot) is on one line.
    const emails = page.locator('dd').filter({ hasText: '@' });
    expect(await emails.count()).toBeGreaterThan(0);
    const splitParts = await emails.evaluateAll((cells) =>
      cells.flatMap((cell) =>
        [...cell.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent)
          .filter((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return tops.size > 1;
          })
          .map((node) => node.textContent),
      ),
    );
    expect(splitParts).toEqual([]);
    // The demo's e-mails are short enough for a phone: each whole on one line.
    const lines = (elements: Element[]) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = [...range.getClientRects()].map((rect) => rect.top);
        return Math.max(...tops) - Math.min(...tops) < 8 ? 1 : 2;
      });
    expect(await emails.evaluateAll(lines)).toEqual(Array(await emails.count()).fill(1));
    // The section tabs and the request tabs: each row on one line.
    for (const row of [
      page.getByRole('navigation', { name: 'Administración' }).getByRole('link'),
      page.getByRole('tab'),
    ]) {
      await expect(row.first()).toBeVisible();
      const tops = await row.evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      expect(await row.evaluateAll(lines)).toEqual(Array(await row.count()).fill(1));
    }
    // Whole on a 390 px phone: neither row needs to scroll within itself.
    for (const bar of [
      page.getByRole('navigation', { name: 'Administración' }).getByRole('list'),
      page.getByRole('tablist'),
    ])
      expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('admin-390.png'), fullPage: true });
  });
});

test.describe('/admin on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('every tab is whole in its row (a label may take two lines), and no row scrolls', async ({ page }) => {
    await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
    for (const row of [
      page.getByRole('navigation', { name: 'Administración' }).getByRole('link'),
      page.getByRole('tab'),
    ]) {
      await expect(row.first()).toBeVisible();
      const boxes = await row.evaluateAll((tabs) =>
        tabs.map((tab) => {
          const box = tab.getBoundingClientRect();
          return {
            top: Math.round(box.top),
            left: box.left,
            right: box.right,
            clipped: tab.scrollWidth > tab.clientWidth,
          };
        }),
      );
      expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      expect(boxes.filter((box) => box.clipped || box.left < 0 || box.right > 320)).toEqual([]);
    }
    for (const bar of [
      page.getByRole('navigation', { name: 'Administración' }).getByRole('list'),
      page.getByRole('tablist'),
    ])
      expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    expect(await sidewaysScroll(page)).toBe(0);
    await page.screenshot({ path: test.info().outputPath('admin-320.png') });
  });
});
