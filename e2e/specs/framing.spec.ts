/**
 * Clickjacking: the documents' CSP says `frame-ancestors 'self'`, so another site
 * cannot show /login or /register inside a frame of its own, while the partner embed (a script and a
 * custom element, not a frame) keeps working on the partner's origin.
 */
import { localUrl, partnerDemoPort, units } from '@frio/tooling/units';
import { addFrame } from '../support/framing.ts';
import { test, expect } from '../support/site.ts';

const siteUrl = localUrl(units.shell.port);
const partnerUrl = localUrl(partnerDemoPort);

test('another origin cannot frame /login or /register; the partner embed still works there', async ({ page }) => {
  await page.goto(partnerUrl);
  const embed = page.locator('frio-calculadora');
  await expect(embed.getByRole('heading', { name: 'Calculadora de aire acondicionado' })).toBeVisible();

  for (const path of ['/login', '/register']) {
    const { frame, locator } = await addFrame(page, new URL(path, siteUrl).href);
    // Chromium refuses the document and shows its own error page in the frame instead.
    expect(frame.url()).toMatch(/^chrome-error:/);
    await expect(locator.getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.evaluate(() => document.querySelector('iframe')?.remove());
  }

  // The embed on the same partner page still calculates.
  await embed.getByLabel('Largo (m)').fill('4');
  await embed.getByLabel('Ancho (m)').fill('5');
  await embed.getByLabel('Altura (m)').fill('2,6');
  await embed.getByLabel('Personas').fill('2');
  await embed.getByLabel('Tipo de ambiente').selectOption('Living');
  await embed.getByRole('button', { name: 'Calcular' }).click();
  await expect(embed.getByRole('region', { name: 'Potencia necesaria' }).getByRole('definition')).toHaveText([
    '3.115',
    '3.115',
    '3.622',
  ]);
});

test('the same origin may still frame them (control: the refusal above is the policy, not the test)', async ({
  page,
}) => {
  // A same-origin page without a CSP of its own (the policy's frame-src allows only the Instagram embed
  // and reCAPTCHA). Every response of the site carries the policy now, so the control takes
  // the real /remotes.json with that one header removed. Only that navigation: the framed app asks for
  // /remotes.json too, and a handler still fetching when the page moves on fails on a disposed response.
  await page.route(
    '**/remotes.json',
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    },
    { times: 1 },
  );
  await page.goto('/remotes.json');
  const { frame, locator } = await addFrame(page, new URL('/login', siteUrl).href);
  expect(frame.url()).toBe(new URL('/login', siteUrl).href);
  await expect(locator.getByRole('form', { name: 'Ingresar' })).toBeVisible({ timeout: 15_000 });
});
