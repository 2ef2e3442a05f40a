/**
 * The owner's Consultas page (/admin/consultas) and the counting behind it: a visitor's clicks on the
 * site's WhatsApp links show up there, per day, per page and per product, against the local backend, in a
 * real browser, through the buttons a visitor presses: a card's and a product page's Consultar, and the
 * quote list's Enviar (once for each line's product). wa.me itself is outside this offline machine: its tab gets an empty
 * page (the site's own requests are not touched).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/site.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { productPath } from '@frio/shared/catalogue/product-path';
import {
  expectedProducts,
  itemWithId,
  listingPath,
  waitForRows,
  type DemoProduct,
} from '../support/catalogue-helpers.ts';
import { signInAs } from '../support/accounts-login.ts';
import { argentinaDay } from '@frio/shared/consultas';

/** Consultar on a card, Consultar on a product page, and two lines of a quote list. */
const [onCard, onPage] = expectedProducts('cobre') as [DemoProduct, DemoProduct];
const [gas] = expectedProducts('gas') as [DemoProduct];

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, demoOwner.email, demoOwner.password, '/admin/consultas');
  await expect(page.getByRole('heading', { name: 'Por día' })).toBeVisible();
  return page;
}

/** The number in a row's last cell (es-AR: dots between thousands); 0 when the row is not there. */
async function countIn(row: Locator): Promise<number> {
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').last().textContent())!.replace(/\D/g, ''));
}

const pageRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Por página' }).getByRole('row', { name: new RegExp(`^${name} `) });
const productRow = (page: Page, product: DemoProduct) =>
  page
    .getByRole('region', { name: 'Productos más consultados' })
    .getByRole('row')
    .filter({ hasText: `(art. ${product.key})` });
const todayRow = (page: Page) => page.getByRole('region', { name: 'Por día' }).getByRole('row').nth(1);

/** Clicks a WhatsApp link as a visitor: the chat's tab opens at once, and the count is sent. */
async function consult(visitor: Page, link: Locator) {
  const counted = visitor.waitForResponse(
    (response) => response.url().includes('/consultas/') && response.request().method() === 'POST',
  );
  const chat = visitor.context().waitForEvent('page');
  await link.click();
  expect((await chat).url()).toMatch(/^https:\/\/wa\.me\//);
  expect((await counted).status()).toBe(200);
}

test('a visitor or a technician opening /admin/consultas is asked to sign in as the owner', async ({ page }) => {
  await page.goto('/admin/consultas');
  await expect(page.getByText('Esta página es para el dueño del sitio.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar como dueño' })).toHaveAttribute(
    'href',
    '/login?next=%2Fadmin%2Fconsultas',
  );
  await expect(page.getByRole('heading', { name: 'Por día' })).toHaveCount(0);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
});

test("a visitor's consultations show up in Consultas: per day, per page and per product, with its name", async ({
  page: visitor,
  browser,
}) => {
  test.setTimeout(60_000);
  const owner = await ownerPage(browser);
  const before = {
    contacto: await countIn(pageRow(owner, 'Contacto')),
    presupuesto: await countIn(pageRow(owner, 'Presupuesto')),
    onCard: await countIn(productRow(owner, onCard)),
    onPage: await countIn(productRow(owner, onPage)),
    gas: await countIn(productRow(owner, gas)),
    today: await countIn(todayRow(owner)),
  };

  await visitor
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await visitor.goto('/contacto');
  // The app's own counting, once it has taken the prerendered page over (a tap before that is counted
  // by the document's start script: consultas-early.spec.ts).
  await expect
    .poll(() =>
      visitor.evaluate(() => {
        const footer = document.querySelector('footer');
        return footer !== null && Object.keys(footer).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
  // The footer's WhatsApp link, on every page: the page only.
  await consult(visitor, visitor.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp' }));

  // A card's Consultar: the page and its product. Agregar is enabled once the app has the page.
  await visitor.goto(listingPath('cobre'));
  await waitForRows(visitor);
  const card = itemWithId(visitor, onCard.id);
  await expect(card.getByRole('button', { name: 'Agregar al presupuesto' })).toBeEnabled();
  await consult(visitor, card.getByRole('link', { name: 'Consultar' }));
  // Into the quote list, with a product of another rubro.
  await card.getByRole('button', { name: 'Agregar al presupuesto' }).click();
  await visitor.goto(listingPath('gas'));
  await waitForRows(visitor);
  const gasCard = itemWithId(visitor, gas.id);
  await expect(gasCard.getByRole('button', { name: 'Agregar al presupuesto' })).toBeEnabled();
  await gasCard.getByRole('button', { name: 'Agregar al presupuesto' }).click();
  await expect(gasCard.getByRole('link', { name: 'En el presupuesto: 1 unidad' })).toBeVisible();

  // A product page's Consultar.
  await visitor.goto(productPath(onPage.key, onPage.nombre));
  const main = visitor.getByRole('main');
  await expect(main.getByRole('button', { name: 'Agregar al presupuesto' })).toBeEnabled();
  await consult(visitor, main.getByRole('link', { name: 'Consultar' }));

  // The quote list's Enviar: once for each of its lines' products.
  await visitor.goto('/presupuesto');
  await consult(visitor, visitor.getByRole('link', { name: 'Enviar por WhatsApp' }));

  // The owner's page follows the counters as they change.
  await expect.poll(() => countIn(pageRow(owner, 'Contacto'))).toBe(before.contacto + 1);
  await expect.poll(() => countIn(pageRow(owner, 'Presupuesto'))).toBe(before.presupuesto + 1);
  await expect.poll(() => countIn(productRow(owner, onCard))).toBe(before.onCard + 2);
  await expect.poll(() => countIn(productRow(owner, onPage))).toBe(before.onPage + 1);
  await expect.poll(() => countIn(productRow(owner, gas))).toBe(before.gas + 1);
  await expect.poll(() => countIn(todayRow(owner))).toBe(before.today + 4);
  for (const product of [onCard, onPage, gas]) await expect(productRow(owner, product)).toContainText(product.nombre);
  await expect(owner.getByText(/En los últimos 30 días: \d+ consultas?/)).toBeVisible();

  const { violations } = await new AxeBuilder({ page: owner }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await owner.screenshot({ path: test.info().outputPath('consultas-desktop.png'), fullPage: true });

  // By keyboard: the section tabs lead back to the requests.
  const nav = owner.getByRole('navigation', { name: 'Administración' });
  await expect(nav.getByRole('link', { name: 'Consultas' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Solicitudes' }).focus();
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL('/admin');
  await expect(owner.getByRole('heading', { name: 'Solicitudes de técnicos' })).toBeVisible();
  await owner.context().close();
});

test('the panel reads only the 30 days it shows, not the whole tree', async ({ browser }) => {
  // Listening to all of `consultas` sent the panel every day ever counted (it rendered 17,538 rows).
  const context = await browser.newContext();
  const page = await context.newPage();
  const listens: unknown[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const message = (() => {
        try {
          return JSON.parse(String(payload)) as { d?: { a?: string; b?: { p?: string; q?: unknown } } };
        } catch {
          return undefined;
        }
      })();
      const body = message?.d?.b;
      if ((message?.d?.a === 'q' || message?.d?.a === 'l') && body?.p?.replace(/^\//, '').startsWith('consultas'))
        listens.push({ path: body.p, query: body.q });
    }),
  );
  await signInAs(page, demoOwner.email, demoOwner.password, '/admin/consultas');
  await expect(page.getByRole('heading', { name: 'Por día' })).toBeVisible();
  const firstDay = argentinaDay(Date.now()) - 29;
  // What Firebase filters on: the day keys from the first day shown on, by key.
  expect(listens).toEqual([
    { path: '/consultas', query: expect.objectContaining({ i: '.key', sp: String(firstDay) }) },
  ]);
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the owner reads Consultas without sideways scrolling', async ({ browser }) => {
    const owner = await ownerPage(browser);
    await owner.setViewportSize({ width: 390, height: 844 });
    await expect(owner.getByRole('navigation', { name: 'Administración' })).toBeVisible();
    const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await owner.screenshot({ path: test.info().outputPath('consultas-phone.png'), fullPage: true });
    await owner.context().close();
  });
});
