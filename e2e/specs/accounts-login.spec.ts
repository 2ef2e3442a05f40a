/**
 * Sign-in, the navbar account widget, sign-out and password recovery, against the Auth
 * emulator with the seeded demo technician.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, mainHeading } from '../support/site.ts';
import {
  accountWidget,
  demoTechnician,
  resetCodes,
  signInAs,
  signInAsDemoTechnician,
  signOutWithWidget,
} from '../support/accounts-login.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';

test.describe('ingreso', () => {
  test('on load it checks for a session and logs "nobody authenticated" for a visitor', async ({
    page,
    consoleErrors,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/login');
    await expect(await mainHeading(page)).toHaveText('Ingresar');
    await expect.poll(() => logs).toContain('nobody authenticated');
    await expect(accountWidget(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('each error text', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Ingresar' });
    const email = form.getByLabel('Email');
    const password = form.getByLabel('Contraseña');
    const submit = form.getByRole('button', { name: 'Ingresar' });
    const alert = form.getByRole('alert');

    await submit.click();
    await expect(alert).toHaveText('Inserte un email valido');
    await expect(email).toBeFocused();

    await email.fill('tecnico.demo.frio');
    await password.fill('demo1234');
    await submit.click();
    await expect(alert).toHaveText('Inserte un email valido');

    await email.fill('tecnico@demo.frio');
    await password.fill('');
    await submit.click();
    await expect(alert).toHaveText('Inserte una contraseña');
    await expect(password).toBeFocused();

    await password.fill('equivocada');
    await submit.click();
    await expect(alert).toHaveText('Email o contraseña incorrectos');

    await email.fill(`nadie-${Date.now()}@demo.frio`);
    await submit.click();
    await expect(alert).toHaveText('El usuario al que intenta acceder no existe');
    await expect(accountWidget(page)).toHaveCount(0);
  });

  test('the button is busy while signing in and the e-mail is sent lowercased', async ({ page }) => {
    let body = '';
    // The sign-in is held until the busy button has been seen, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/identitytoolkit.*accounts:signInWithPassword/, async (route) => {
      body = route.request().postData() ?? '';
      await released;
      await route.continue();
    });
    await page.goto('/login?next=/nosotros');
    const form = page.getByRole('form', { name: 'Ingresar' });
    await form.getByLabel('Email').fill('  TECNICO@Demo.Frio ');
    await form.getByLabel('Contraseña').fill(demoTechnician.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await expect(form.getByRole('button', { name: 'Ingresando…' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/nosotros');
    expect(JSON.parse(body)).toMatchObject({ email: 'tecnico@demo.frio' });
  });

  test('signing in shows the account widget and returns to the page the visitor came from; Salir removes it', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/productos/transporte');
    await mainHeading(page);
    await expect(accountWidget(page)).toHaveCount(0);

    await signInAsDemoTechnician(page);
    await expect(page).toHaveURL('/productos/transporte');
    const widget = accountWidget(page);
    await expect(widget).toContainText(demoTechnician.displayName);
    await expect(widget.getByRole('button', { name: 'Salir' })).toBeVisible();

    // The session survives a reload; the login page then says who is signed in.
    await page.goto('/login');
    await expect(page.getByRole('main')).toContainText(`Ya ingresaste como ${demoTechnician.email}`);
    await expect(accountWidget(page)).toBeVisible();

    // Salir on /login: the card follows the session at once, not only after a reload.
    await signOutWithWidget(page);
    await expect(page.getByRole('main')).not.toContainText('Ya ingresaste');
    await expect(page.getByRole('form', { name: 'Ingresar' })).toBeVisible();
    await page.reload();
    await mainHeading(page);
    await expect(accountWidget(page)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Ya ingresaste');
    expect(consoleErrors).toEqual([]);
  });

  for (const { name, login, account, lands } of [
    {
      name: 'without a return path it goes to /productos; off-site ?next= is ignored',
      login: '/login?next=https://malo.example/',
      account: demoTechnician,
      lands: '/productos',
    },
    {
      name: 'the owner, signing in without a return path, lands on the back-office',
      login: '/login',
      account: demoOwner,
      lands: '/admin',
    },
  ]) {
    test(name, async ({ page }) => {
      await page.goto(login);
      const form = page.getByRole('form', { name: 'Ingresar' });
      await form.getByLabel('Email').fill(account.email);
      await form.getByLabel('Contraseña').fill(account.password);
      await form.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL(lands);
      await expect(accountWidget(page)).toBeVisible();
    });
  }

  test('Registrarse goes to /register', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Registrarse' }).click();
    await expect(page).toHaveURL('/register');
    await mainHeading(page);
  });

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 360, height: 780 },
    { width: 390, height: 844 },
    { width: 850, height: 800 },
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ]) {
    test(`the signed-in navbar fits at ${viewport.width} px and passes axe`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAsDemoTechnician(page, { returnTo: '/contacto' });
      const box = await accountWidget(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (viewport.width < 850) {
        // The menu button keeps its size, a thumb's target (it was squeezed to a third).
        const menu = await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).boundingBox();
        expect(menu!.width).toBeGreaterThanOrEqual(44);
      }
      const results = await new AxeBuilder({ page }).include('header').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
      expect(serious).toEqual([]);
    });
  }
});

test.describe('menus follow the account', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a technician's footer and Técnicos change after sign-in", async ({ page }) => {
    await page.goto('/nosotros');
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Enlaces útiles' });
    await expect(footerLinks.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Técnicos' })).toHaveAttribute('href', '/register');

    await signInAsDemoTechnician(page, { returnTo: '/nosotros' });
    await expect(footerLinks.getByRole('link', { name: 'Ingresar' })).toHaveCount(0);
    await expect(footerLinks.getByRole('link', { name: 'Tus precios de técnico' })).toHaveAttribute(
      'href',
      '/productos/insumos',
    );
    const tecnicos = page.getByRole('banner').getByRole('link', { name: 'Técnicos' });
    await expect(tecnicos).toHaveAttribute('href', '/productos/insumos');

    // /register itself says the technician is already registered.
    await page.goto('/register');
    await expect(page.getByText('Ya iniciaste sesión: tu cuenta de técnico está activa.')).toBeVisible();
  });

  test("the owner's footer and Técnicos lead to the back-office, not to a technician's prices", async ({ page }) => {
    await signInAs(page, demoOwner.email, demoOwner.password, '/nosotros');
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Enlaces útiles' });
    await expect(footerLinks.getByRole('link', { name: 'Administración' })).toHaveAttribute('href', '/admin');
    await expect(footerLinks.getByRole('link', { name: 'Tus precios de técnico' })).toHaveCount(0);
    await expect(footerLinks.getByRole('link', { name: 'Ingresar' })).toHaveCount(0);
    const tecnicos = page.getByRole('banner').getByRole('link', { name: 'Técnicos' });
    await expect(tecnicos).toHaveAttribute('href', '/admin');
    await tecnicos.click();
    await expect(page.getByRole('heading', { name: 'Solicitudes de técnicos' })).toBeVisible();
    // Signing out, the visitor's menus again.
    await signOutWithWidget(page);
    await expect(footerLinks.getByRole('link', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Técnicos' })).toHaveAttribute('href', '/register');
  });
});

test.describe('the account menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Usar sin conexión" saves the catalogue from any page, in a panel inside the window; Escape closes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsDemoTechnician(page, { returnTo: '/nosotros' });
    const save = accountWidget(page).getByRole('button', { name: 'Usar sin conexión' });
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(accountWidget(page).getByRole('button', { name: 'Salir' })).toBeInViewport({ ratio: 1 });
    await save.click();
    const panel = page.getByRole('region', { name: 'Usar sin conexión' });
    await expect(panel.getByText(/^Listo: el catálogo se puede usar sin conexión \(precios del /)).toBeVisible({
      timeout: 90_000,
    });
    await expect(panel).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath('account-menu-save-390.png') });
    const results = await new AxeBuilder({ page }).include('header').analyze();
    expect(results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(save).toBeFocused();
  });
});

test.describe('recuperar contraseña', () => {
  test('the login link leads here; the e-mail is validated; a reset request reaches the Auth emulator', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL('/passrecover');
    await expect(await mainHeading(page)).toHaveText('Recuperar contraseña');

    const form = page.getByRole('form', { name: 'Recuperar contraseña' });
    await form.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(form.getByRole('alert')).toHaveText('Inserte un email valido');

    const before = (await resetCodes(demoTechnician.email)).length;
    await form.getByLabel('Email').fill(' Tecnico@Demo.FRIO ');
    await form.getByRole('button', { name: 'Enviar enlace' }).click();
    const confirmation = page.getByRole('status');
    await expect(confirmation).toContainText(`Si existe una cuenta con el email ${demoTechnician.email}`);
    await expect.poll(async () => (await resetCodes(demoTechnician.email)).length).toBe(before + 1);

    await page.getByRole('link', { name: 'Volver a ingresar' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('an unknown e-mail gets the same confirmation (no account enumeration)', async ({ page }) => {
    const email = `nadie-${Date.now()}@demo.frio`;
    await page.goto('/passrecover');
    const form = page.getByRole('form', { name: 'Recuperar contraseña' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Si existe una cuenta con el email ${email}, te enviamos un correo con un enlace para crear una contraseña nueva. Revisá también la carpeta de spam.`,
    );
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
