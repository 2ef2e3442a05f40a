/** With JavaScript off, every route still shows its page and the navbar's links navigate (real <a href>s). */
import { scriptNotice } from '../../shell/src/lib/documents/needs-script.ts';
import { siteRoutes } from '../support/routes.ts';
import { test, expect } from '../support/site.ts';

test.use({ javaScriptEnabled: false });

for (const { path } of siteRoutes) {
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
