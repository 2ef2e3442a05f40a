import { contact } from '@frio/shared/contact';
import { test, expect, mainHeading } from '../support/site.ts';
import { routePaths, notFoundText } from '../support/routes.ts';

test.describe('the shell frames every page', () => {
  for (const { path } of routePaths) {
    test(`${path} renders its page with navbar, footer and metadata`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await mainHeading(page);
      await expect(page.getByRole('banner').getByRole('link', { name: /Frío Entre Ríos/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('head meta[name="description"]').first()).toHaveAttribute('content', /\S{10,}/);
      await expect(page.locator('head meta[property="og:title"]').first()).toHaveAttribute('content', /\S/);
      await expect(page.locator('head meta[property="og:description"]').first()).toHaveAttribute('content', /\S/);
      await expect(page.locator('body')).not.toContainText(/\bNaN\b|\bundefined\b/);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
    await page.goto('/esta/ruta/no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('navbar (wide window)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links go to their routes; Productos goes to /productos; logo goes home', async ({ page }) => {
    await page.goto('/contacto');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const items = nav.getByRole('link');
    // The collapsed dropdown's links are hidden until it opens.
    await expect(items).toHaveText(['Inicio', 'Productos', 'Nosotros', 'Contacto', 'Técnicos']);
    await nav.getByRole('link', { name: 'Productos' }).click();
    await expect(page).toHaveURL('/productos');
    await nav.getByRole('link', { name: 'Técnicos' }).click();
    await expect(page).toHaveURL('/register');
    await nav.getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL('/nosotros');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Frío Entre Ríos/ })
      .click();
    await expect(page).toHaveURL('/');
  });

  test('the Productos dropdown opens and closes by keyboard', async ({ page }) => {
    await page.goto('/nosotros');
    await mainHeading(page);
    const toggle = page.getByRole('button', { name: 'Ver categorías de productos' });
    const aires = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Aires' });
    await expect(aires).toBeHidden();
    await expect(toggle).toBeEnabled(); // disabled (and unfocusable) until the app has taken over
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(aires).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(aires).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(aires).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/productos/insumos');
  });

  test('the separator stands between Contacto and Técnicos and focus is visible', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const contacto = nav.getByRole('link', { name: 'Contacto' });
    const tecnicos = nav.getByRole('link', { name: 'Técnicos' });
    const [contactoBox, tecnicosBox] = [await contacto.boundingBox(), await tecnicos.boundingBox()];
    // A thin vertical line drawn between the two items.
    const separator = await page.evaluate(() => {
      const items = [...document.querySelectorAll('nav[aria-label="Principal"] > ul > li')];
      const index = items.findIndex((li) => li.textContent === 'Técnicos');
      const line = items[index - 1]!.getBoundingClientRect();
      return { x: line.x, width: line.width, height: line.height };
    });
    expect(separator.width).toBeLessThanOrEqual(2);
    expect(separator.height).toBeGreaterThan(10);
    expect(separator.x).toBeGreaterThan(contactoBox!.x + contactoBox!.width);
    expect(separator.x).toBeLessThan(tecnicosBox!.x);
    await contacto.focus();
    const outline = await contacto.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

test.describe('compact layout (below 850 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the menu icon toggles a sliding panel with Inicio, Productos, Nosotros, Contacto only', async ({ page }) => {
    await page.goto('/');
    await mainHeading(page);
    await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Abrir menú' });
    const panel = page.locator('#menu-compacto');
    await expect(panel).toBeHidden();
    const closedX = await panel.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
    expect(closedX).toBe(-350);
    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText(['Inicio', 'Productos', 'Nosotros', 'Contacto']);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await panel.getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL('/nosotros');
    await expect(panel).toBeHidden();
  });

  test('keyboard focus stays in the open menu: Tab cycles its links and the button, never the page behind', async ({
    page,
  }) => {
    await page.goto('/');
    await mainHeading(page);
    const button = page.getByRole('button', { name: 'Abrir menú' });
    // Until the app has taken over the button is disabled (it could do nothing yet), so it takes no focus.
    await expect(button).toBeEnabled();
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#menu-compacto');
    await expect(panel.getByRole('link', { name: 'Inicio' })).toBeFocused();
    const focusedInMenu = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return (
          !!active && (!!active.closest('#menu-compacto') || active.getAttribute('aria-controls') === 'menu-compacto')
        );
      });
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInMenu()).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedInMenu()).toBe(true);
    }
    // From the last link, Tab comes round to the menu button (which closes it).
    await panel.getByRole('link', { name: 'Contacto' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
  });

  test('widening the window leaves compact mode and closes the panel', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.locator('#menu-compacto')).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page.getByRole('button', { name: /menú/ })).toHaveCount(0);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.locator('#menu-compacto')).toBeHidden();
  });
});

// The page's last band meets the footer; no blank strip between them.
for (const path of ['/faq', '/nosotros', '/productos/insumos/cobre', '/login', '/calculadora-aire-acondicionado']) {
  test(`${path}: no white gap above the footer`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await mainHeading(page);
    const footerTop = (await page.getByRole('contentinfo').boundingBox())!.y;
    const mainBottom = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().bottom + scrollY);
    expect(footerTop - mainBottom).toBeLessThanOrEqual(0.5);
  });
}

test('the footer has the logo, social links, click-to-call, address with maps link and e-mail', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', contact.instagram);
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', contact.facebook);
  await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(footer.getByRole('link', { name: contact.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:+${contact.phoneE164}`,
  );
  await expect(footer.getByRole('link', { name: contact.town })).toHaveAttribute('href', contact.maps);
  await expect(footer).toContainText(contact.street);
  await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  for (const link of await footer.locator('a[target="_blank"]').all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
