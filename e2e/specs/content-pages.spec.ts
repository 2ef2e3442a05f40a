import type { Page } from '@playwright/test';
import { contact, fullAddress } from '@frio/shared/contact';
import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';
import { test, expect, mainHeading } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { scrollY, toContactoAndBack } from '../support/scroll.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** Every link of the page's main content that opens another site does it safely. */
async function expectSafeExternalLinks(page: Page) {
  const external = page.getByRole('main').locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

test('/productos: title, the four sections and their buttons', async ({ page }) => {
  await page.goto('/productos');
  await expect(await mainHeading(page)).toHaveText('Productos');
  await expect(page).toHaveTitle('Productos');
  const main = page.getByRole('main');
  for (const name of ['Transporte', 'Insumos', '¿Querés transportar carga refrigerada?', 'Aire Acondicionado']) {
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  await expect(main).toContainText(
    'Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte.',
  );
  await expect(main).toContainText('desde 3.000 hasta 18.000 frigorías');
  await expect(main.getByRole('link', { name: 'Ir a Transporte' })).toHaveAttribute('href', '/productos/transporte');
  await expect(main.getByRole('link', { name: 'Ir a Insumos' })).toHaveAttribute('href', '/productos/insumos');
  await expect(main.getByRole('link', { name: 'Contactate con nosotros' })).toHaveAttribute(
    'href',
    whatsappLink(whatsappTexts.coldEquipment),
  );
  await expect(main.getByRole('link', { name: 'Pedí tu cotización' })).toHaveAttribute(
    'href',
    whatsappLink(whatsappTexts.acQuote),
  );
  await expect(main.getByRole('link', { name: 'Calculadora de aire acondicionado' })).toHaveAttribute(
    'href',
    '/calculadora-aire-acondicionado',
  );
  await expectSafeExternalLinks(page);

  await main.getByRole('link', { name: 'Ir a Transporte' }).click();
  await expect(page).toHaveURL('/productos/transporte');
  await page.goBack();
  await main.getByRole('link', { name: 'Ir a Insumos' }).click();
  await expect(page).toHaveURL('/productos/insumos');
});

test('/productos scrolls to the top on load', async ({ page }) => {
  await page.goto('/faq');
  await mainHeading(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  // Client-side navigation from the bottom of another page (the navbar is sticky: no scrolling needed).
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Productos', exact: true })
    .click();
  await expect(page).toHaveURL('/productos');
  await mainHeading(page);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Back returns to where the visitor was on the previous page, Forward too', async ({ page }) => {
  await page.goto('/faq');
  await mainHeading(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => scrollY(page)).toBe(400);
  await toContactoAndBack(page, 400);
  await page.goForward();
  await expect(page).toHaveURL('/contacto');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('/productos/insumos: the twelve categories with their "Ver más" links', async ({ page }) => {
  await page.goto('/productos/insumos');
  await expect(await mainHeading(page)).toHaveText('Insumos de refrigeración');
  const main = page.getByRole('main');
  const labels: Record<string, string> = {
    cobre: 'Cobre',
    gas: 'Gas refrigerante',
    lata: 'Productos en lata',
    arma: 'Aislación Armaflex',
    filtro: 'Filtros',
    motoc: 'Motocompresores',
    valv: 'Válvulas',
    termostato: 'Termostatos',
    placa: 'Placas electrónicas',
    cable: 'Cables',
    aceite: 'Aceites',
    manifold: 'Manifolds',
  };
  await expect(main.getByRole('link', { name: /^Ver más/ })).toHaveCount(12);
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(Object.values(labels));
  for (const [rubro, label] of Object.entries(labels)) {
    const link = main.getByRole('link', { name: `Ver más: ${label}`, exact: true });
    await expect(link).toHaveAttribute('href', `/productos/insumos/${rubro}`);
    await expect(link).toHaveText(/Ver más/);
  }
  await main.getByRole('link', { name: 'Ver más: Cobre', exact: true }).click();
  await expect(page).toHaveURL('/productos/insumos/cobre');
  await mainHeading(page);
});

test('/productos/transporte: services, temperatures, insulation, quote and FAQ links', async ({ page }) => {
  await page.goto('/productos/transporte');
  await expect(await mainHeading(page)).toHaveText('Equipos de frío para transporte');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte.',
  );
  for (const service of ['Venta', 'Instalación', 'Mantenimiento', 'Servicio técnico']) {
    await expect(main.getByRole('heading', { level: 3, name: service, exact: true })).toBeVisible();
  }
  for (const temperature of ['0 °C', '-5 °C', '-25 °C'])
    await expect(main.getByText(temperature, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Aislación térmica' })).toBeVisible();
  await expect(main).toContainText('La aislación térmica se vende únicamente junto con el equipo de frío.');
  await expect(main.getByRole('link', { name: 'Cotizar por WhatsApp' })).toHaveAttribute(
    'href',
    whatsappLink(whatsappTexts.transportQuote),
  );
  await expectSafeExternalLinks(page);
  await main.getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL('/faq');
});

test('/productos/aires: information, calculator and WhatsApp query links', async ({ page }) => {
  await page.goto('/productos/aires');
  await expect(await mainHeading(page)).toHaveText('Aires acondicionados');
  const main = page.getByRole('main');
  await expect(main).toContainText('3.000 a 18.000 frigorías');
  await expect(main).toContainText('on/off e inverter');
  await expect(main.getByRole('link', { name: 'Consultanos por WhatsApp' })).toHaveAttribute(
    'href',
    whatsappLink(whatsappTexts.acQuery),
  );
  await expectSafeExternalLinks(page);
  await main.getByRole('link', { name: 'Calculadora de aire acondicionado' }).click();
  await expect(page).toHaveURL('/calculadora-aire-acondicionado');
});

// On a phone the client logos sit two a row, not one full-width tile each.
for (const width of [320, 390]) {
  test(`/nosotros at ${width} px: the client logos sit two a row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/nosotros');
    const logos = page.getByRole('main').getByRole('region', { name: 'Confían en nosotros' }).getByRole('link');
    await expect(logos.first()).toBeVisible();
    const boxes = await logos.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
    const rows = new Set(boxes.map((box) => Math.round(box.top)));
    expect(rows.size).toBe(Math.ceil(boxes.length / 2));
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(width);
    const list = boxes.at(-1)!.bottom - boxes[0]!.top;
    expect(list).toBeLessThan(450);
  });
}

test('/nosotros: experience, 60 years, client logos with external links, address with map link', async ({ page }) => {
  await page.goto('/nosotros');
  await expect(await mainHeading(page)).toHaveText('Nosotros');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Más de 50 años de experiencia' })).toBeVisible();
  await expect(main.getByRole('img', { name: '60 años' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Conocimiento y alcance' })).toBeVisible();
  const logos = main.getByRole('region', { name: 'Confían en nosotros' }).getByRole('link');
  expect(await logos.count()).toBeGreaterThanOrEqual(4);
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('href', /^https:\/\//);
    await expect(logo).toHaveAccessibleName(/\S/);
    const image = logo.getByRole('img');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  }
  await expect(main.locator('address')).toHaveText(fullAddress);
  await expect(main.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute('href', contact.maps);
  await expectSafeExternalLinks(page);
  // The logos are real images that load.
  await main.getByRole('region', { name: 'Confían en nosotros' }).scrollIntoViewIfNeeded();
  for (const image of await logos.getByRole('img').all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
});

test('/contacto: Instagram, Facebook, WhatsApp, phone, e-mail and the branch address', async ({ page }) => {
  await page.goto('/contacto');
  await expect(await mainHeading(page)).toHaveText('Contacto');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '@frioentrerios', exact: true })).toHaveAttribute(
    'href',
    contact.instagram,
  );
  await expect(main.getByRole('link', { name: contact.businessName, exact: true })).toHaveAttribute(
    'href',
    contact.facebook,
  );
  await expect(main.getByRole('link', { name: 'Escribinos por WhatsApp' })).toHaveAttribute(
    'href',
    whatsappLink(whatsappTexts.greeting),
  );
  await expect(main.getByRole('link', { name: contact.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:+${contact.phoneE164}`,
  );
  await expect(main.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  await expect(main.getByRole('link', { name: fullAddress })).toHaveAttribute('href', contact.maps);
  for (const label of ['WhatsApp', 'Instagram', 'Facebook', 'Teléfono', 'E-mail', 'Sucursal']) {
    await expect(main.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
  }
  await expectSafeExternalLinks(page);
});

test('/faq: the facts, in a disclosure list that works from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  await expect(await mainHeading(page)).toHaveText('Preguntas frecuentes');
  const main = page.getByRole('main');
  const questions = main.locator('details > summary');
  expect(await questions.count()).toBeGreaterThanOrEqual(4);

  const answer = main.getByText('La entrega demora aproximadamente 30 días');
  await expect(answer).toBeHidden();
  const first = main.getByText('¿Cuánto tarda la entrega de un equipo?');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();

  // Tab reaches the next question; Space opens it.
  await page.keyboard.press('Tab');
  await expect(main.getByText('¿Qué garantía tienen los equipos?')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(main.getByText('un año de garantía total')).toBeVisible();

  for (const summary of await questions.all()) {
    const details = summary.locator('..');
    if (!(await details.getAttribute('open'))) await summary.click();
  }
  await expect(main).toContainText('0, -5 y -25 °C');
  await expect(main).toContainText('La aislación térmica se vende únicamente junto con el equipo de frío.');
  await expect(main.getByRole('link', { name: 'Calculadora de aire acondicionado' })).toHaveAttribute(
    'href',
    '/calculadora-aire-acondicionado',
  );
  await expect(main.getByRole('link', { name: 'Pedir cotización por WhatsApp' })).toHaveAttribute(
    'href',
    whatsappLink(whatsappTexts.transportQuote),
  );
  await expectSafeExternalLinks(page);
});

test('content pages request no social-embed code on first load', async ({ page }) => {
  const embedRequests: string[] = [];
  page.on('request', (request) => {
    if (/instagram\.com|cdninstagram|facebook\.(com|net)|fbcdn/.test(request.url())) embedRequests.push(request.url());
  });
  for (const path of [
    '/',
    '/productos',
    '/productos/aires',
    '/productos/insumos',
    '/productos/transporte',
    '/nosotros',
    '/contacto',
    '/faq',
  ]) {
    const work = watchPageWork(page);
    await page.goto(path);
    await mainHeading(page);
    await work.done();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  expect(embedRequests).toEqual([]);
});
