/**
 * Signing in and out through the real pages of mf-accounts (the Auth emulator holds the seeded demo
 * technician), for any spec that needs a signed-in visitor, e.g. the catalogue's lista2 prices.
 */
import { expect, type Page } from '@playwright/test';
import { backendPorts } from '@frio/tooling/units';
import { demoTechnician } from '../../backend/src/demo-data.ts';

export { demoTechnician };

/** The account widget mf-accounts puts in the shell's navbar while a session exists. */
export function accountWidget(page: Page) {
  return page.getByRole('banner').getByRole('group', { name: 'Tu cuenta' });
}

function currentPath(page: Page): string | null {
  const url = page.url();
  if (!/^https?:/.test(url)) return null;
  const { pathname, search } = new URL(url);
  return pathname === '/login' || pathname === '/passrecover' ? null : `${pathname}${search}`;
}

/**
 * Signs in with `email` and `password` on /login?next=… and waits until the site is back on `next`
 * (default: the page the browser is on, or /productos) with the account widget showing. Returns the path
 * it landed on.
 */
export async function signInAs(page: Page, email: string, password: string, next?: string): Promise<string> {
  const target = next ?? currentPath(page) ?? '/productos';
  await page.goto(`/login?next=${encodeURIComponent(target)}`);
  const form = page.getByRole('form', { name: 'Ingresar' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(target);
  await expect(accountWidget(page)).toBeVisible();
  return target;
}

/** Signs in as the seeded demo technician (tecnico@demo.frio, tipoPrecio 2): see signInAs. */
export async function signInAsDemoTechnician(page: Page, { returnTo }: { returnTo?: string } = {}): Promise<string> {
  return signInAs(page, demoTechnician.email, demoTechnician.password, returnTo);
}

/** Signs out with the widget's 'Salir' button and waits for the widget to go away. */
export async function signOutWithWidget(page: Page): Promise<void> {
  await accountWidget(page).getByRole('button', { name: 'Salir' }).click();
  await expect(accountWidget(page)).toHaveCount(0);
}

const oobCodesUrl = () => `http://127.0.0.1:${backendPorts.auth}/emulator/v1/projects/demo-frio/oobCodes`;

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The password e-mails the Auth emulator holds for `email` (what a real inbox would get), oldest first. */
export async function resetCodes(email: string): Promise<OobCode[]> {
  const response = await fetch(oobCodesUrl());
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

/**
 * Deletes the account of `email` as the owner would in the Firebase console (Authentication → Usuarios →
 * Borrar cuenta): here through the Auth emulator's admin API, its local stand-in.
 */
export async function deleteAccountAsInConsole(email: string): Promise<void> {
  const api = `http://127.0.0.1:${backendPorts.auth}/identitytoolkit.googleapis.com/v1/projects/demo-frio`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const lookup = await fetch(`${api}/accounts:lookup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: [email] }),
  });
  const { users = [] } = (await lookup.json()) as { users?: Array<{ localId: string }> };
  if (users.length !== 1) throw new Error(`no single account for ${email}`);
  const deleted = await fetch(`${api}/accounts:delete`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ localId: users[0]!.localId }),
  });
  if (!deleted.ok) throw new Error(`delete ${email}: ${deleted.status} ${await deleted.text()}`);
}
