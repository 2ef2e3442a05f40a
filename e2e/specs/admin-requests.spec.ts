/**
 * The owner's back-office, /admin: who may see it, the sign-up requests, and a technician approved
 * there choosing a password on the site and seeing technician prices, then revoked.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/site.ts';
import { demoOwner, demoRequests } from '../../backend/src/demo-data.ts';
import { demoTechnician, resetCodes, signInAs, signInAsDemoTechnician } from '../support/accounts-login.ts';
import { createClient, sendSignupRequestAsVisitor } from '../support/firebase-node.ts';
import {
  demo as demoCatalogue,
  expectedProducts,
  listingPath,
  shownPrices,
  waitForRows,
} from '../support/catalogue-helpers.ts';

const demo = demoCatalogue as Record<string, { lista1?: number; lista2?: number }>;
const firstCobre = expectedProducts('cobre')
  .slice(0, 25)
  .map((p) => demo[p.key]!);

test('a visitor is asked to sign in as the owner; a technician is told the page is not for them', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Esta página es para el dueño del sitio.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ingresar como dueño' })).toHaveAttribute('href', '/login?next=%2Fadmin');
  await expect(page.getByRole('heading', { name: 'Solicitudes de técnicos' })).toHaveCount(0);
  await signInAsDemoTechnician(page, { returnTo: '/admin' });
  await expect(page.getByText(`Ingresaste como ${demoTechnician.email}, que no es la cuenta del dueño.`)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('the owner sees the pending requests with every field, newest first', async ({ page }) => {
  await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
  const pending = page.getByRole('tab', { name: /Pendientes/ });
  await expect(pending).toHaveAttribute('aria-selected', 'true');
  const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  const names = Object.values(demoRequests).map((request) => request.nombre);
  for (const [dni, request] of Object.entries(demoRequests)) {
    const item = page.getByRole('listitem', { name: `Solicitud de ${request.nombre}` });
    await expect(item).toContainText(dni);
    await expect(item).toContainText(request.email);
    await expect(item).toContainText(request.telefono);
    await expect(item).toContainText(request.localidad);
  }
  // The newer demo request (Rodríguez, a day later) first; dates in es-AR.
  const shown = await items.getByRole('heading', { level: 3 }).allTextContents();
  expect(shown.indexOf(names[1]!)).toBeLessThan(shown.indexOf(names[0]!));
  await expect(page.getByRole('listitem', { name: `Solicitud de ${names[0]}` })).toContainText('20/11/2026, 10:30');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  // By keyboard, the ARIA tab pattern: the tabs are one Tab stop; the arrows, Home and End move and select.
  const approvedTab = page.getByRole('tab', { name: /Aprobadas/ });
  const rejectedTab = page.getByRole('tab', { name: /Rechazadas/ });
  await expect(approvedTab).toHaveAttribute('tabindex', '-1');
  await pending.focus();
  await page.keyboard.press('End');
  await expect(rejectedTab).toBeFocused();
  await expect(rejectedTab).toHaveAttribute('aria-selected', 'true');
  await expect(pending).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(pending).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(rejectedTab).toBeFocused();
  await page.keyboard.press('Home');
  await expect(pending).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(approvedTab).toBeFocused();
  await expect(approvedTab).toHaveAttribute('aria-selected', 'true');
  // The demo technician is approved: listed there, with Revocar to try.
  const approved = page.getByRole('listitem', { name: `Solicitud de ${demoTechnician.displayName}` });
  await expect(approved).toContainText(demoTechnician.email);
  await expect(approved.getByRole('button', { name: 'Revocar' })).toBeVisible();
});

test('approve: the technician chooses a password on the site, signs in and sees technician prices; revoke takes them away', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const dni = String(40_000_000 + (stamp % 9_000_000));
  const email = `tecnico-${stamp}@prueba.frio`;
  const nombre = `Pérez Juan ${stamp % 1000}`;
  const client = createClient();
  try {
    await sendSignupRequestAsVisitor(client, dni, {
      nombre,
      email,
      telefono: '3455 401234',
      fecha: Date.now(),
      dni: Number(dni),
      localidad: 'Villaguay',
    });
  } finally {
    await client.close();
  }

  await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
  const item = page.getByRole('listitem', { name: `Solicitud de ${nombre}` });
  await item.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aprobada' })).toHaveText(
    `Aprobada: creamos la cuenta de ${email}. Le enviamos un email para elegir su contraseña.`,
  );
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Aprobada' })).toBeFocused();
  await page.getByRole('tab', { name: /Aprobadas/ }).click();
  await expect(page.getByRole('listitem', { name: `Solicitud de ${nombre}` })).toBeVisible();

  // The password e-mail, as the Auth emulator holds it: its link opens the site's page.
  await expect.poll(async () => (await resetCodes(email)).length).toBe(1);
  const oobCode = (await resetCodes(email))[0]!.oobCode;
  const technician = await browser.newPage();
  await technician.goto(`/passrecover?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
  const form = technician.getByRole('form', { name: 'Elegir contraseña' });
  await expect(form).toContainText(email);
  await form.getByLabel('Contraseña nueva').fill('clave-nueva-1');
  await form.getByLabel('Repetí la contraseña').fill('otra-clave');
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(form.getByRole('alert')).toHaveText('Las contraseñas no coinciden.');
  await form.getByLabel('Repetí la contraseña').fill('clave-nueva-1');
  await form.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(technician.getByRole('status')).toContainText('Listo: guardamos tu contraseña.');

  await signInAs(technician, email, 'clave-nueva-1', listingPath('cobre'));
  await waitForRows(technician);
  await expect.poll(() => shownPrices(technician)).toEqual(firstCobre.map((p) => p.lista2));

  // Revoke, asked twice (Cancelar keeps the approval): from the technician's next page load, list 1.
  const request = page.getByRole('listitem', { name: `Solicitud de ${nombre}` });
  await request.getByRole('button', { name: 'Revocar' }).click();
  await request.getByRole('button', { name: 'Cancelar' }).click();
  // Back to the button that asked, not to the page's start.
  await expect(request.getByRole('button', { name: 'Revocar' })).toBeFocused();
  await request.getByRole('button', { name: 'Revocar' }).click();
  // The focus on Cancelar: Enter pressed twice does not revoke.
  await expect(request.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  // Escape answers «no» too.
  await page.keyboard.press('Escape');
  await expect(request.getByRole('button', { name: 'Sí, revocar' })).toHaveCount(0);
  await expect(request.getByRole('button', { name: 'Revocar' })).toBeFocused();
  await request.getByRole('button', { name: 'Revocar' }).click();
  await request.getByRole('button', { name: 'Sí, revocar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ya no es técnico aprobado' })).toBeVisible();
  await technician.reload();
  await waitForRows(technician);
  await expect.poll(() => shownPrices(technician)).toEqual(firstCobre.map((p) => p.lista1));
  await technician.close();
});

test('approving an e-mail that already has the account the business made says so, and the request can be rejected with a reason', async ({
  page,
}) => {
  const stamp = Date.now();
  const dniA = String(41_000_000 + (stamp % 900_000));
  const dniB = String(42_000_000 + (stamp % 900_000));
  const client = createClient();
  try {
    // A request with the demo technician's e-mail (an account that exists), and another one.
    const base = { telefono: '3455 401234', fecha: Date.now(), localidad: 'Concordia' };
    await sendSignupRequestAsVisitor(client, dniA, {
      ...base,
      nombre: `Existente ${stamp}`,
      email: demoTechnician.email,
      dni: Number(dniA),
    });
    const other = createClient();
    try {
      await sendSignupRequestAsVisitor(other, dniB, {
        ...base,
        nombre: `Rechazable ${stamp}`,
        email: `x-${stamp}@prueba.frio`,
        dni: Number(dniB),
      });
    } finally {
      await other.close();
    }
  } finally {
    await client.close();
  }
  await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
  await page
    .getByRole('listitem', { name: `Solicitud de Existente ${stamp}` })
    .getByRole('button', { name: 'Aprobar' })
    .click();
  // The account the business made at the demo technician's approval (cuentas/): kept, approved again.
  await expect(page.getByRole('status').filter({ hasText: 'ya tenía la cuenta' })).toHaveText(
    `${demoTechnician.email} ya tenía la cuenta que le creó el negocio: ahora es técnico aprobado. Le enviamos un email para elegir su contraseña.`,
  );
  const rejected = page.getByRole('listitem', { name: `Solicitud de Rechazable ${stamp}` });
  await rejected.getByRole('button', { name: 'Rechazar' }).click();
  await expect(rejected.getByLabel('Motivo (opcional)')).toBeFocused();
  await rejected.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rejected.getByRole('button', { name: 'Rechazar' })).toBeFocused();
  // Escape in the Motivo field answers «no» too.
  await page.keyboard.press('Enter');
  await rejected.getByLabel('Motivo (opcional)').fill('a medias');
  await page.keyboard.press('Escape');
  await expect(rejected.getByLabel('Motivo (opcional)')).toHaveCount(0);
  await expect(rejected.getByRole('button', { name: 'Rechazar' })).toBeFocused();
  await rejected.getByRole('button', { name: 'Rechazar' }).click();
  await rejected.getByLabel('Motivo (opcional)').fill('No es técnico matriculado');
  await rejected.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rechazada' })).toBeVisible();
  // The request left the tab with the focused button: the focus is on what happened, not the page's start.
  await expect(page.getByRole('status').filter({ hasText: 'Rechazada' })).toBeFocused();
  await page.getByRole('tab', { name: /Rechazadas/ }).click();
  await expect(page.getByRole('listitem', { name: `Solicitud de Rechazable ${stamp}` })).toContainText(
    'No es técnico matriculado',
  );
  // The message stayed with the tab it was about.
  await expect(page.getByRole('status').filter({ hasText: 'Rechazada' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the owner sees the requests and their actions without sideways scrolling', async ({ page }) => {
    // A request with the longest name and localidad the form takes, each one word.
    const stamp = Date.now();
    const nombre = `${'A'.repeat(50)}${stamp}`.slice(0, 60);
    const client = createClient();
    try {
      await sendSignupRequestAsVisitor(client, String(30_000_000 + (stamp % 9_000_000)), {
        nombre,
        email: `largo-${stamp}@prueba.frio`,
        telefono: '3455 401234',
        fecha: stamp,
        dni: 30_000_000 + (stamp % 9_000_000),
        localidad: 'B'.repeat(80),
      });
    } finally {
      await client.close();
    }
    await signInAs(page, demoOwner.email, demoOwner.password, '/admin');
    await expect(page.getByRole('tab', { name: /Pendientes/ })).toBeVisible();
    const long = page.getByRole('listitem', { name: `Solicitud de ${nombre}` });
    await expect(long).toBeVisible();
    // Its actions whole inside the window, once scrolled down to.
    for (const action of ['Aprobar', 'Rechazar']) {
      await long.getByRole('button', { name: action }).scrollIntoViewIfNeeded();
      await expect(long.getByRole('button', { name: action })).toBeInViewport({ ratio: 1 });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('admin-phone.png'), fullPage: true });
  });
});
