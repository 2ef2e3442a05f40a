/** With JavaScript off, every route still shows its page and the navbar's links navigate (real <a href>s). */
import { scriptNotice, scriptlessWhatsapp } from '../../shell/src/lib/documents/needs-script.ts';
import { routePaths } from '../support/routes.ts';
import { contact } from '@frio/shared/contact';
import { catalogueItems, listingPath } from '../support/catalogue-helpers.ts';
import { test, expect } from '../support/site.ts';

test.use({ javaScriptEnabled: false });

for (const { path } of routePaths) {
  test(`${path} shows its content without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const notice = scriptNotice(path);
    // Playwright's JavaScript-off mode still parses <noscript> as text (scripting stays on for the parser),
    // so the notice is read from there; a browser with JavaScript off shows it.
    if (notice) expect(await page.locator('main noscript').textContent()).toContain(notice);
    else await expect(page.getByText(/activar JavaScript/)).toHaveCount(0);
    // A page that can only wait for its scripts ("Verificando tu cuenta…") says so, never just spins.
    const waiting = await page.getByRole('main').getByRole('status').filter({ hasText: /…$/ }).count();
    if (waiting > 0) expect(notice, 'a page waiting for its scripts says it needs them').toBeTruthy();
  });
}

test('the navbar links navigate without JavaScript, on a desktop and on a phone', async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Nosotros' }).click();
    await expect(page).toHaveURL('/nosotros');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await nav.getByRole('link', { name: 'Técnicos' }).click();
    await expect(page).toHaveURL('/register');
    await nav.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL('/contacto');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Frío Entre Ríos/ })
      .click();
    await expect(page).toHaveURL('/');
  }
});

// The home's content is in the document and visible; the fade-in is only an enhancement.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`home at ${viewport.width} px: the three cards and the Instagram section show without JavaScript`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const main = page.getByRole('main');
    for (const name of ['Frío para transporte', 'Insumos y repuestos', 'Aires acondicionados']) {
      const card = main.getByRole('article', { name, exact: true });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeInViewport();
      expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    }
    await expect(main.getByRole('heading', { name: 'Seguinos en Instagram' })).toBeVisible();
    const profile = main.getByRole('link', { name: 'Ir a nuestro perfil de Instagram' });
    await profile.scrollIntoViewIfNeeded();
    await expect(profile).toBeInViewport();
    // Nothing that needs a script to work is offered.
    await expect(main.getByRole('button', { name: 'Ver publicaciones de Instagram' })).toHaveCount(0);
  });
}

// Without the menu button's script, every navbar link is on screen and readable on a phone.
for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px every navbar link is on screen, inside the header, none over another`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/nosotros');
    const header = page.getByRole('banner');
    const headerBox = (await header.boundingBox())!;
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const boxes = [];
    for (const name of ['Inicio', 'Productos', 'Nosotros', 'Contacto', 'Técnicos']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBox.y);
      expect(box.y + box.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      boxes.push(box);
    }
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    // The page starts below the header, not under it.
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// A form that cannot be sent is not offered; the page says so and offers WhatsApp.
for (const path of ['/register', '/login', '/passrecover', '/calculadora-aire-acondicionado']) {
  test(`${path}: no form to lose what was typed, the notice and a WhatsApp link instead`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('form')).toBeHidden();
    await expect(main.getByRole('textbox')).toHaveCount(0);
    // Playwright's locators skip <noscript>; a browser with JavaScript off lays it out, so read it from the DOM.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('main noscript p, main noscript a')].map((element) => ({
        text: element.textContent,
        href: element.getAttribute('href'),
        onScreen: element.getBoundingClientRect().height > 0,
      })),
    );
    expect(shown).toContainEqual({ text: scriptNotice(path), href: null, onScreen: true });
    expect(shown).toContainEqual({
      text: 'Escribinos por WhatsApp',
      href: `${contact.whatsappBase}?text=${encodeURIComponent(scriptlessWhatsapp(path)!)}`,
      onScreen: true,
    });
  });
}

// A category page shows the rows its document holds, with their price date, no spinner.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a category page at ${viewport.width} px shows its first rows and price date without JavaScript`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(listingPath('cobre'));
    const main = page.getByRole('main');
    await expect(catalogueItems(page)).toHaveCount(25);
    await expect(catalogueItems(page).first()).toBeVisible();
    await expect(main.getByText(/^Precios actualizados/)).toBeVisible();
    await expect(main.getByText('Cargando productos…')).toBeHidden();
    await expect(main.getByRole('button', { name: 'Cargar más productos' })).toBeHidden();
  });
}
