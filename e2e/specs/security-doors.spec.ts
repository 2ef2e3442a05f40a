/**
 * The smaller doors, tried in the browser as an attacker would lead a visitor through
 * them: a return path that normalises to another site; technician prices left in storage after Salir.
 */
import { test, expect } from '../support/site.ts';
import { accountWidget, demoTechnician, signInAsDemoTechnician, signOutWithWidget } from '../support/accounts-login.ts';
import { demo, expectedProducts, itemWithId, listingPath, waitForRows } from '../support/catalogue-helpers.ts';

test.describe('the return path after signing in', () => {
  // Each of these normalises to `//evil.example` (another site) in the URL parser.
  for (const next of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example']) {
    test(`?next=${next} is dropped: the visitor lands on /productos, with no error`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`/login?next=${next}`);
      const form = page.getByRole('form', { name: 'Ingresar' });
      await form.getByLabel('Email').fill(demoTechnician.email);
      await form.getByLabel('Contraseña').fill(demoTechnician.password);
      await form.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL('/productos');
      await expect(accountWidget(page)).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/external navigation/i);
      expect(consoleErrors.filter((text) => /external navigation/i.test(text))).toEqual([]);
    });
  }
});

test("after Salir, the stored quote list holds no technician price (a shared computer's next user)", async ({
  page,
}) => {
  const [product] = expectedProducts('cobre');
  const { lista1, lista2 } = (demo as Record<string, { lista1: number; lista2: number }>)[product!.key]!;
  await signInAsDemoTechnician(page, { returnTo: listingPath('cobre') });
  await waitForRows(page);
  const card = itemWithId(page, product!.id);
  await card.getByRole('button', { name: 'Agregar al presupuesto' }).click();
  await expect(card.getByRole('link', { name: /^En el presupuesto: 1 unidad/ })).toBeVisible();
  const stored = () => page.evaluate(() => localStorage.getItem('frio:presupuesto') ?? '');
  // The technician's line holds the technician's price while the session lasts.
  expect(JSON.parse(await stored()).items).toEqual([
    expect.objectContaining({ key: product!.key, price: lista2, priceList: 2 }),
  ]);
  await signOutWithWidget(page);
  await expect
    .poll(async () => JSON.parse(await stored()).items)
    .toEqual([expect.objectContaining({ key: product!.key, price: null, priceList: 1, quantity: 1 })]);
  expect(await stored()).not.toContain(String(lista2));
  // The line is still there, at the visitor's price.
  await page.goto('/presupuesto');
  await expect(page.getByRole('list', { name: 'Artículos del presupuesto' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText(
    new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0 })
      .format(lista1)
      .replace(/\s/g, ' '),
    { useInnerText: true },
  );
});
