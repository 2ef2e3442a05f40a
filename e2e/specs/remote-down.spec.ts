import type { RemoteKey } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { routePaths } from '../support/routes.ts';

const remotes: RemoteKey[] = ['content', 'catalogue', 'calculator', 'accounts'];

for (const remote of remotes) {
  test(`with ${remote} down its routes show a fallback and the rest keeps working`, async ({ page, site }) => {
    const own = routePaths.find((route) => route.unit === remote)!.path;
    const other = routePaths.find((route) => route.unit !== remote)!.path;
    await site.stop(remote);
    try {
      await page.goto(own);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        'Esta sección no está disponible en este momento',
        { timeout: 15_000 },
      );
      await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      await expect(page.getByRole('banner').getByRole('link', { name: /Frío Entre Ríos/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Another remote's route still works, by client-side navigation.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: remote === 'calculator' ? 'Ingresar' : 'Calculadora de aire acondicionado' })
        .click();
      await mainHeading(page);
      await expect(page.getByRole('main')).not.toContainText('no está disponible');
      await page.goto(other);
      await mainHeading(page);
      await expect(page.getByRole('main')).not.toContainText('no está disponible');
    } finally {
      await site.start(remote);
    }
    // Back up: the retry button brings the page.
    await page.goto(own);
    await mainHeading(page);
    await expect(page.getByRole('main')).not.toContainText('no está disponible');
  });
}

test('a remote that comes back is picked up by the retry button', async ({ page, site }) => {
  await site.stop('calculator');
  try {
    await page.goto('/calculadora-aire-acondicionado');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await site.start('calculator');
  }
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/no está disponible/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/calculadora/i);
});
