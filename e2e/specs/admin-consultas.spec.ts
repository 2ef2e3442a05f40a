/**
 * The owner's Consultas page (/admin/consultas) and the counting behind it: a visitor's clicks on the
 * site's WhatsApp links show up there, per day, per page and per product (issue #24 §2), against the
 * local backend, in a real browser. wa.me itself is outside this offline machine: its tab gets an empty
 * page (the site's own requests are not touched).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/site.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { demo } from '../support/catalogue-helpers.ts';
import { signInAs } from '../support/accounts-login.ts';

const [productId, product] = Object.entries(demo)[0] as [string, { nombre: string }];

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
const productRow = (page: Page) =>
  page.getByRole('region', { name: 'Productos más consultados' }).getByRole('row', { name: new RegExp(productId) });
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
  const owner = await ownerPage(browser);
  const before = {
    contacto: await countIn(pageRow(owner, 'Contacto')),
    product: await countIn(productRow(owner)),
    today: await countIn(todayRow(owner)),
  };

  await visitor
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await visitor.goto('/contacto');
  // The shell counts from when the app has taken the prerendered page over (a click in the moment
  // before, at the first paint, opens the chat uncounted: docs/back-office.md).
  await expect
    .poll(() =>
      visitor.evaluate(() => {
        const footer = document.querySelector('footer');
        return footer !== null && Object.keys(footer).some((key) => key.startsWith('__react'));
      }),
    )
    .toBe(true);
  // The footer's WhatsApp link, on every page.
  await consult(visitor, visitor.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp' }));
  // A product's Consultar button: any WhatsApp link that names the article in data-producto.
  await visitor.evaluate(
    ([id, href]) => {
      const link = Object.assign(document.createElement('a'), { href, target: '_blank', textContent: 'Consultar' });
      link.dataset.producto = id;
      document.querySelector('main')!.append(link);
    },
    [productId, 'https://wa.me/5493455400000?text=Consulta'],
  );
  await consult(visitor, visitor.getByRole('link', { name: 'Consultar', exact: true }));

  // The owner's page follows the counters as they change.
  await expect.poll(() => countIn(pageRow(owner, 'Contacto'))).toBe(before.contacto + 2);
  await expect.poll(() => countIn(productRow(owner))).toBe(before.product + 1);
  await expect.poll(() => countIn(todayRow(owner))).toBe(before.today + 2);
  await expect(productRow(owner)).toContainText(product.nombre);
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
