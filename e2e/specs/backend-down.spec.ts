/**
 * The backend really down, on a copy of the site with a backend of its own
 * (support/fault-site.ts), so every other test keeps the suite's backend: the catalogue says so within
 * the 10 s designed and Reintentar works once the database is back; sign-in and sign-up say so in
 * Spanish with the Auth server down, and a second try works once it is back. The owner's back-office:
 * approving with Auth or the database down, and publishing the price list with the
 * database down, say so in Spanish, write nothing (no write is left queued to land later), and work
 * when tried again.
 */
import { test as base, expect } from '../support/site.ts';
import { FaultAuth, FaultDatabase, faultSiteUrl, serveFaultShell } from '../support/fault-site.ts';
import { catalogueItems, expectedProducts, waitForRows } from '../support/catalogue-helpers.ts';
import { accountWidget, demoTechnician } from '../support/accounts-login.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoOwner, demoRequests } from '../../backend/src/demo-data.ts';
import { writeFixtures } from '../../backend/src/import/fixtures.ts';

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

async function ownerOnFaultSite(page: Page, next: string) {
  await page.goto(`${faultSiteUrl}login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole('form', { name: 'Ingresar' });
  await form.getByLabel('Email').fill(demoOwner.email);
  await form.getByLabel('Contraseña').fill(demoOwner.password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(`${faultSiteUrl}${next.slice(1)}`);
}

/** Counts the database writes ("a":"m") the page sends over any WebSocket, from now on. */
function countWrites(page: Page): () => number {
  let writes = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (String(payload).includes('"a":"m"')) writes += 1;
    }),
  );
  return () => writes;
}

test.describe('the owner with the backend down', () => {
  test.describe.configure({ timeout: 120_000 });
  const [dni, request] = Object.entries(demoRequests)[0]!;

  test('approving with Auth down, then with the database down: said in Spanish, nothing written; then it works', async ({
    page,
    fault,
  }) => {
    await ownerOnFaultSite(page, '/admin');
    const item = page.getByRole('listitem', { name: `Solicitud de ${request.nombre}` });
    await expect(item).toContainText(dni);

    await fault.auth.stop();
    await item.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No se pudo crear la cuenta del técnico. Revisá tu conexión e intentá de nuevo: no se guardó nada a medias.',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('tab', { name: /Pendientes/ })).toHaveAttribute('aria-selected', 'true');
    await expect(item).toBeVisible();
    await fault.auth.start();

    await fault.database.stop();
    const writes = countWrites(page);
    await item.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No hay conexión con la base de datos: no se cambió nada. Revisá tu conexión e intentá de nuevo: no se guardó nada a medias.',
      { timeout: 30_000 },
    );
    expect(writes()).toBe(0);

    // Back up: one more Aprobar writes once (nothing was left queued from the failed try).
    await fault.database.start();
    await item.getByRole('button', { name: 'Aprobar' }).click();
    // The account was made by the try with the database down, or by an earlier run: either wording.
    await expect(page.getByRole('status').filter({ hasText: request.email })).toContainText(
      /ya tenía la cuenta que le creó el negocio: ahora es técnico aprobado|Aprobada: creamos la cuenta/,
      { timeout: 30_000 },
    );
    expect(writes()).toBe(1);
    await page.getByRole('tab', { name: /Aprobadas/ }).click();
    await expect(page.getByRole('listitem', { name: `Solicitud de ${request.nombre}` })).toBeVisible();
  });

  test('publishing the price list with the database down: said in Spanish, nothing written; then it publishes', async ({
    page,
    fault,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'frio-fault-prices-'));
    try {
      const files = await writeFixtures(dir);
      await ownerOnFaultSite(page, '/admin/precios');
      await expect(page.getByText(/^Precios actualizados el/)).toBeVisible({ timeout: 30_000 });
      await page.getByLabel('Archivo de la lista de precios').setInputFiles(files.xlsx);
      const publish = page.getByRole('button', { name: 'Publicar' });
      await expect(publish).toBeVisible({ timeout: 30_000 });

      await fault.database.stop();
      const writes = countWrites(page);
      // These 8 articles remove the demo catalogue: Publicar asks a second time.
      await publish.click();
      const confirm = page.getByRole('button', { name: /^Sí, dar de baja [\d.]+ artículos y publicar$/ });
      await confirm.click();
      await expect(page.getByRole('alert')).toHaveText(
        'No se pudo publicar: No hay conexión con la base de datos. No se cambió nada; podés volver a tocar Publicar.',
        { timeout: 30_000 },
      );
      expect(writes()).toBe(0);

      await fault.database.start();
      await confirm.click();
      await expect(page.getByText(/^Lista publicada\. Precios actualizados el/)).toBeVisible({ timeout: 30_000 });
      expect(writes()).toBe(1);
      await page.goto(`${faultSiteUrl}productos/insumos/cobre`);
      await waitForRows(page);
      await expect(catalogueItems(page)).toHaveCount(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
