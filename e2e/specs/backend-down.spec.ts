/**
 * The backend really down (issue 15, items 12 and 13), on a copy of the site with a backend of its own
 * (support/fault-site.ts), so every other test keeps the suite's backend: the catalogue says so within
 * the 10 s designed and Reintentar works once the database is back; sign-in and sign-up say so in
 * Spanish with the Auth server down, and a second try works once it is back.
 */
import { test as base, expect } from '../support/site.ts';
import { FaultAuth, FaultDatabase, faultSiteUrl, serveFaultShell } from '../support/fault-site.ts';
import { catalogueItems, expectedProducts, waitForRows } from '../support/catalogue-helpers.ts';
import { accountWidget, demoTechnician } from '../support/accounts-login.ts';

interface FaultSite {
  database: FaultDatabase;
  auth: FaultAuth;
}

const test = base.extend<{ fault: FaultSite }, { faultServers: FaultSite }>({
  faultServers: [
    async ({ site: _site }, use) => {
      const shell = await serveFaultShell();
      const servers = { database: new FaultDatabase(), auth: new FaultAuth() };
      await use(servers);
      await Promise.all([servers.database.stop(), servers.auth.stop(), shell.close()]);
    },
    { scope: 'worker' },
  ],
  /** Each test starts with the fault backend up and may take parts of it down. */
  fault: async ({ faultServers }, use) => {
    await faultServers.database.start();
    await faultServers.auth.start();
    await use(faultServers);
  },
});

const NETWORK_MESSAGE = 'No pudimos conectarnos. Revisá tu conexión a internet e intentá de nuevo.';

test('database down: the listing says so within 10 s, and Reintentar shows the rows once it is back', async ({
  page,
  fault,
}) => {
  await fault.database.stop();
  await page.goto(`${faultSiteUrl}productos/insumos/cobre`);
  const main = page.getByRole('main');
  // The document's rows show at once, with their date; the listing's comparison of their stamp waits.
  await expect(catalogueItems(page)).toHaveCount(Math.min(25, expectedProducts('cobre').length));
  // The designed wait: at most 10 s before the visitor is told.
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('No pudimos cargar los productos. Revisá tu conexión e intentá de nuevo.', {
    timeout: 10_000,
  });
  await expect(main.getByRole('status').filter({ hasText: 'Cargando productos…' })).toHaveCount(0);

  // Reintentar while it is still down: told again, not stuck.
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Cargando productos…' })).toBeVisible();
  await expect(main.getByRole('alert')).toContainText('No pudimos cargar los productos', { timeout: 10_000 });

  // Back up: one Reintentar brings the rows, without a reload.
  await fault.database.start();
  await main.getByRole('button', { name: 'Reintentar' }).click();
  await waitForRows(page);
  await expect(catalogueItems(page)).toHaveCount(Math.min(25, expectedProducts('cobre').length));
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('Auth down: sign-in says so in Spanish, keeps what was typed, and a second try works once it is back', async ({
  page,
  fault,
}) => {
  await fault.auth.stop();
  await page.goto(`${faultSiteUrl}login`);
  const form = page.getByRole('form', { name: 'Ingresar' });
  await form.getByLabel('Email').fill(demoTechnician.email);
  await form.getByLabel('Contraseña').fill(demoTechnician.password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await expect(form.getByRole('alert')).toHaveText(NETWORK_MESSAGE);
  await expect(form.getByLabel('Email')).toHaveValue(demoTechnician.email);
  await expect(form.getByLabel('Contraseña')).toHaveValue(demoTechnician.password);

  await fault.auth.start();
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(`${faultSiteUrl}productos`);
  await expect(accountWidget(page)).toBeVisible();
});

test('Auth down: the technician sign-up says so in Spanish, and sends once it is back', async ({ page, fault }) => {
  await fault.auth.stop();
  await page.goto(`${faultSiteUrl}register`);
  const form = page.getByRole('form', { name: 'Registro de técnicos' });
  const dni = String(10_000_000 + Math.floor(Math.random() * 89_000_000));
  const values = {
    Nombre: 'Ana María',
    Apellido: 'Gómez',
    Teléfono: '3455 401234',
    DNI: dni,
    Email: 'ana.gomez@ejemplo.com',
    Localidad: 'Villaguay',
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'No pudimos enviar tu solicitud: revisá tu conexión a internet e intentá de nuevo.',
  );
  await expect(form.getByLabel('DNI')).toHaveValue(dni);

  await fault.auth.start();
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page).toHaveURL(`${faultSiteUrl}register/completed`);
});
