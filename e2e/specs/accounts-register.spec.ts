/**
 * Technician sign-up: the form's error texts, the record it writes to solicitudes/{dni},
 * the completed page, no double submit, and a refused write that keeps what was typed.
 *
 * The rules never let a client read solicitudes, so the stored record is checked two ways: the
 * exact payload the page sent (the Realtime Database WebSocket frame, which the server only accepts
 * if it passes database.rules.json validation), and, from a Node SDK client, that creating the same
 * key again is now refused (create-only), which proves the record exists.
 */
import type { Locator, Page, WebSocket } from '@playwright/test';
import { backendPorts } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { ref, update } from 'firebase/database';
import {
  createClient,
  nextSignupWindow,
  openSignupWindow,
  removeSignupRequests,
  sendSignupRequestAsVisitor,
  signInAnonymously,
  type Client,
} from '../support/firebase-node.ts';
import { SIGNUP_LIMITS } from '@frio/shared/roles';
import { accountWidget, demoTechnician, signInAsDemoTechnician } from '../support/accounts-login.ts';
import { expectedProducts, listingPath, shownPrices, waitForRows } from '../support/catalogue-helpers.ts';

const denied = /permission.denied/i;

/** The first page of cobre at list 1, the prices a visitor sees. */
function firstCobreListOne() {
  return expectedProducts('cobre')
    .slice(0, 25)
    .map((product) => product.lista1);
}

/** The field says why it is invalid right under itself, the message in its own frame, and is described by it. */
async function expectMessageUnder(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(typeof message === 'string' ? new RegExp(`${message}$`) : message);
  const shown = field.locator('xpath=..').getByText(message);
  await expect(shown).toBeVisible();
  const [box, under] = [(await field.boundingBox())!, (await shown.boundingBox())!];
  expect(under.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  expect(under.y - (box.y + box.height)).toBeLessThan(60);
}

function freshDni(): number {
  return 10_000_000 + Math.floor(Math.random() * 89_000_000);
}

interface Put {
  path: string;
  data: Record<string, unknown>;
}

/**
 * Every write the page sends to the Realtime Database, one entry per path: a set ("p" action) or each
 * path of an atomic multi-path update ("m" action, e.g. the request with its throttle stamp).
 */
function recordPuts(page: Page): Put[] {
  const puts: Put[] = [];
  page.on('websocket', (ws: WebSocket) => {
    ws.on('framesent', ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as {
          t?: string;
          d?: { a?: string; b?: { p?: string; d?: Record<string, unknown> } };
        };
        if (message.t !== 'd' || !message.d?.b?.p) return;
        const base = message.d.b.p.replace(/^\/|\/$/g, '');
        if (message.d.a === 'p') puts.push({ path: base, data: message.d.b.d ?? {} });
        if (message.d.a === 'm') {
          for (const [path, data] of Object.entries(message.d.b.d ?? {})) {
            puts.push({ path: [base, path].filter(Boolean).join('/'), data: data as Record<string, unknown> });
          }
        }
      } catch {
        // not JSON (frame fragments): not a write
      }
    });
  });
  return puts;
}

const typed = {
  Nombre: 'Ana María',
  Apellido: 'Gómez',
  Teléfono: '3455 401234',
  Email: '  Ana.Gomez@Ejemplo.COM ',
  Localidad: 'Villaguay',
};

async function fillForm(
  page: Page,
  dni: number | string,
  overrides: Partial<Record<keyof typeof typed | 'DNI', string>> = {},
) {
  const form = page.getByRole('form', { name: 'Registro de técnicos' });
  const values = { ...typed, DNI: String(dni), ...overrides };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

function nodeRecord(dni: number) {
  return {
    nombre: 'Otro Nombre',
    email: 'otro@ejemplo.com',
    telefono: '3455 409999',
    fecha: Date.now(),
    dni,
    localidad: 'Paraná',
  };
}

test.describe('registro de técnicos', () => {
  test('the navbar Técnicos link opens the form, with labelled inputs and autocomplete hints', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Técnicos' }).click();
    await expect(await mainHeading(page)).toHaveText('Registro de técnicos');
    const form = page.getByRole('form', { name: 'Registro de técnicos' });
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.getByLabel('Apellido')).toHaveAttribute('autocomplete', 'family-name');
    await expect(form.getByLabel('Teléfono')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('DNI')).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Localidad')).toHaveAttribute('autocomplete', 'address-level2');
  });

  test('a valid request is written once with the right shape and lands on the completed page', async ({
    page,
    consoleErrors,
  }) => {
    const puts = recordPuts(page);
    const dni = freshDni();
    const before = Date.now();
    await page.goto('/register');
    const form = await fillForm(page, dni);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();

    await expect(page).toHaveURL('/register/completed');
    await expect(await mainHeading(page)).toHaveText('¡Gracias por registrarte!');
    // The button pressed is gone: the focus goes to the thanks, where a keyboard or a screen reader goes on.
    await expect(await mainHeading(page)).toBeFocused();
    await expect(page.getByRole('main')).toContainText('Nuestro equipo está verificando tus datos');
    // A reload of the real confirmation still thanks the visitor (the router state survives it).
    await page.reload();
    await expect(await mainHeading(page)).toHaveText('¡Gracias por registrarte!');

    const writes = puts.filter((put) => put.path === `solicitudes/${dni}`);
    expect(writes).toHaveLength(1);
    const record = writes[0]!.data;
    expect(record).toEqual({
      nombre: 'Gómez Ana María',
      email: 'ana.gomez@ejemplo.com',
      telefono: '3455 401234',
      fecha: expect.any(Number),
      dni,
      localidad: 'Villaguay',
    });
    expect(record.fecha as number).toBeGreaterThanOrEqual(before);
    expect(record.fecha as number).toBeLessThanOrEqual(Date.now());

    // It is stored: the rules let a fresh DNI be created (see the control) but never an existing one.
    const client = createClient();
    try {
      await expect(sendSignupRequestAsVisitor(client, dni, nodeRecord(dni))).rejects.toThrow(denied);
      const control = freshDni();
      await expect(sendSignupRequestAsVisitor(client, control, nodeRecord(control))).resolves.toBeUndefined();
    } finally {
      await client.close();
    }

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
    expect(consoleErrors).toEqual([]);
  });

  test('/register/completed opened directly thanks nobody: it says how to register and links to the form', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/register/completed');
    await expect(await mainHeading(page)).toHaveText('Registro de técnicos');
    await expect(page.getByRole('main')).not.toContainText('Gracias por registrarte');
    await expect(page.getByRole('main')).not.toContainText('Nuestro equipo está verificando tus datos.');
    await page.getByRole('main').getByRole('link', { name: 'Ir al formulario de registro' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('form', { name: 'Registro de técnicos' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('each invalid input shows its message, marks the field and writes nothing', async ({ page }) => {
    const puts = recordPuts(page);
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registro de técnicos' });
    const submit = form.getByRole('button', { name: 'Enviar solicitud' });
    const alert = form.getByRole('alert');

    await submit.click();
    await expectMessageUnder(form.getByLabel('Nombre', { exact: true }), 'Por favor, complete todos los campos');
    await expect(form.getByLabel('Nombre', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Localidad')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Localidad')).toHaveAccessibleDescription('Por favor, complete todos los campos');
    await expect(alert).toHaveCount(0);

    const cases: Array<[Partial<Record<'Email' | 'DNI' | 'Teléfono', string>>, string | RegExp, string]> = [
      [{ Email: 'ana.ejemplo.com' }, 'Inserte un email valido', 'Email'],
      [{ Email: 'ana@ejemplo' }, 'Inserte un email valido', 'Email'],
      [{ DNI: '30A12345' }, /DNI válido/, 'DNI'],
      [{ DNI: '123456789' }, /DNI válido/, 'DNI'],
      [{ Teléfono: 'llamame' }, /teléfono válido/, 'Teléfono'],
    ];
    for (const [overrides, message, label] of cases) {
      await fillForm(page, 30_123_456, overrides);
      await submit.click();
      const field = form.getByLabel(label, { exact: true });
      await expectMessageUnder(field, message);
      await expect(alert).toHaveCount(0);
      await expect(field).toBeFocused();
    }
    // Several wrong at once: every message at once, each under its field, the first field focused.
    await fillForm(page, 30_123_456, { Email: 'no-es-mail', DNI: '12ab', Teléfono: 'abc' });
    await submit.click();
    await expectMessageUnder(form.getByLabel('Teléfono', { exact: true }), /teléfono válido/);
    await expectMessageUnder(form.getByLabel('DNI', { exact: true }), /DNI válido/);
    await expectMessageUnder(form.getByLabel('Email', { exact: true }), 'Inserte un email valido');
    await expect(form.getByLabel('Localidad')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Teléfono', { exact: true })).toBeFocused();
    await expect(page).toHaveURL('/register');
    expect(puts).toEqual([]);
  });

  test('on a small phone, the message about empty fields shows where the focus goes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Registro de técnicos' });
    await form.getByLabel('Nombre', { exact: true }).fill('Ana');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByLabel('Apellido')).toBeFocused();
    await expect(form.getByText('Por favor, complete todos los campos')).toBeInViewport();
  });

  test('while sending, the button is busy and a second submit sends nothing', async ({ page }) => {
    // The database's answers are held until the visitor has tried again, so the request stays in flight.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(new RegExp(`localhost:${backendPorts.database}`), (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => void released.then(() => ws.send(message)));
    });
    const puts = recordPuts(page);
    const dni = freshDni();
    await page.goto('/register');
    const form = await fillForm(page, dni);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    const busy = form.getByRole('button', { name: 'Enviando…' });
    await expect(busy).toBeDisabled();
    // What a visitor can do meanwhile: tap the busy button again, or press Enter in a field.
    await busy.click({ force: true });
    await form.getByLabel('Localidad').press('Enter');
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL('/register/completed', { timeout: 15_000 });
    expect(puts.filter((put) => put.path === `solicitudes/${dni}`)).toHaveLength(1);
  });

  test('a refused write (DNI already registered) explains it and keeps everything typed', async ({ page }) => {
    const dni = freshDni();
    const client = createClient();
    try {
      await sendSignupRequestAsVisitor(client, dni, nodeRecord(dni));
    } finally {
      await client.close();
    }
    await page.goto('/register');
    const form = await fillForm(page, dni);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(
      'No pudimos enviar tu solicitud. Si ya te registraste con este DNI, no hace falta enviarla de nuevo: la estamos revisando.',
    );
    // The focus, let go by the busy button, is on the DNI the message is about.
    await expect(form.getByLabel('DNI')).toBeFocused();
    // Said once: the link is the only mention of WhatsApp.
    expect((await alert.innerText()).match(/whatsapp/gi)).toHaveLength(1);
    await expect(form.getByRole('link', { name: 'Escribinos por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(page).toHaveURL('/register');
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Ana María');
    await expect(form.getByLabel('Apellido')).toHaveValue('Gómez');
    await expect(form.getByLabel('Teléfono')).toHaveValue('3455 401234');
    await expect(form.getByLabel('DNI')).toHaveValue(String(dni));
    await expect(form.getByLabel('Email')).toHaveValue(typed.Email.trim());
    await expect(form.getByLabel('Localidad')).toHaveValue('Villaguay');
    await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  });
});

/**
 * Flood protection: the sign-up writes from a session, an anonymous one the visitor
 * never sees, and the rules let each session send one request per minute.
 */
test.describe('registro de técnicos: la sesión anónima y el límite por minuto', () => {
  async function register(page: Page, dni: number) {
    await page.goto('/register');
    const form = await fillForm(page, dni);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    return form;
  }

  test('the request comes from an anonymous session that no page treats as a signed-in technician', async ({
    page,
    consoleErrors,
  }) => {
    await register(page, freshDni());
    await expect(page).toHaveURL('/register/completed', { timeout: 15_000 });
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('firebase:authUser:'))
        .map((key) => JSON.parse(localStorage.getItem(key)!) as { isAnonymous?: boolean }),
    );
    expect(stored).toEqual([expect.objectContaining({ isAnonymous: true })]);

    // Other pages stay visitor pages: no account widget, no Firebase code or config downloaded.
    const firebaseDownloads: string[] = [];
    const work = watchPageWork(page);
    work.onResponse(async (response) => {
      const url = response.url();
      if (url.includes('firebase-config.json')) firebaseDownloads.push(url);
      if (url.endsWith('.js') && /@firebase\/(app|auth|database)/.test(await response.text())) {
        firebaseDownloads.push(url);
      }
    });
    await page.goto('/');
    await mainHeading(page);
    await work.done();
    await expect(accountWidget(page)).toHaveCount(0);
    expect(firebaseDownloads).toEqual([]);

    // The catalogue shows visitor prices (list 1), and the login page offers the form, not "Ya ingresaste".
    await page.goto(listingPath('cobre'));
    await waitForRows(page);
    expect(await shownPrices(page)).toEqual(firstCobreListOne());
    await expect(accountWidget(page)).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Ingresar' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Ya ingresaste');
    expect(consoleErrors).toEqual([]);
  });

  test('a second request within the minute asks to wait and keeps everything typed', async ({ page }) => {
    await register(page, freshDni());
    await expect(page).toHaveURL('/register/completed', { timeout: 15_000 });
    const second = freshDni();
    const form = await register(page, second);
    await expect(form.getByRole('alert')).toContainText(
      'Ya enviamos una solicitud desde este navegador hace menos de un minuto. Esperá un momento e intentá de nuevo.',
    );
    await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeFocused();
    await expect(page).toHaveURL('/register');
    await expect(form.getByLabel('DNI')).toHaveValue(String(second));
    await expect(form.getByLabel('Apellido')).toHaveValue('Gómez');
    await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  });

  test('a technician signed in registers with their own session, which stays theirs', async ({ page }) => {
    await signInAsDemoTechnician(page, { returnTo: '/productos' });
    const puts = recordPuts(page);
    const dni = freshDni();
    await register(page, dni);
    await expect(page).toHaveURL('/register/completed', { timeout: 15_000 });
    expect(puts.filter((put) => put.path === `solicitudes/${dni}`)).toHaveLength(1);
    expect(puts.filter((put) => put.path === `throttle/${demoTechnician.uid}`)).toHaveLength(1);
    await expect(accountWidget(page)).toBeVisible();
  });
});

test.describe('registro de técnicos: el límite por hora de todo el sitio', () => {
  test.beforeEach(async () => {
    await openSignupWindow();
  });
  const cleanUp: number[] = [];
  test.afterEach(async () => {
    await openSignupWindow();
    await removeSignupRequests(cleanUp.splice(0).map(String));
  });

  async function register(page: Page, dni: number) {
    await page.goto('/register');
    const form = await fillForm(page, dni);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    return form;
  }

  test("a script's counts of the hour's window, without requests, do not close the form to a real applicant", async ({
    page,
  }) => {
    // The attack: one anonymous session wrote the window's counts alone, and the form then said
    // "Recibimos muchas solicitudes…" while /admin had nothing to show.
    const attacker = createClient();
    try {
      await signInAnonymously(attacker.auth);
      for (let i = 0; i < SIGNUP_LIMITS.perWindow; i++)
        await update(ref(attacker.db), { 'cupos/solicitudes': await nextSignupWindow(attacker) }).catch(() => {});
    } finally {
      await attacker.close();
    }
    await register(page, freshDni());
    await expect(page).toHaveURL('/register/completed', { timeout: 15_000 });
  });

  test('when real requests fill the hour, the form says so, offers WhatsApp and keeps everything typed', async ({
    page,
  }) => {
    const visitors: Client[] = [];
    const filled = Array.from({ length: SIGNUP_LIMITS.perWindow }, () => freshDni());
    try {
      for (const dni of filled) {
        const visitor = createClient();
        visitors.push(visitor);
        await sendSignupRequestAsVisitor(visitor, dni, nodeRecord(dni));
      }
    } finally {
      await Promise.all(visitors.map((visitor) => visitor.close()));
    }
    // The owner's /admin in the specs after this one lists the demo's few requests, not these.
    cleanUp.push(...filled);
    const dni = freshDni();
    const form = await register(page, dni);
    await expect(form.getByRole('alert')).toContainText(
      'Recibimos muchas solicitudes en la última hora y por ahora no podemos recibir más. Intentá de nuevo más tarde.',
    );
    await expect(form.getByRole('link', { name: 'Escribinos por WhatsApp' })).toBeVisible();
    await expect(page).toHaveURL('/register');
    await expect(form.getByLabel('DNI')).toHaveValue(String(dni));
  });
});
