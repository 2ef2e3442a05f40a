/**
 * Creates the demo accounts in the Auth emulator (idempotent): the approved technician, and the owner
 * with the `admin` custom claim. Waits for the emulator to answer.
 */
import { backendPorts } from '@frio/tooling/units';
import waitOn from 'wait-on';
import { OWNER_CLAIM } from '@frio/shared/roles';
import { demoOwner, demoProjectId, demoTechnician } from './demo-data.ts';

const host = `127.0.0.1:${backendPorts.auth}`;
const base = `http://${host}`;
const admin = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

const accounts = `${base}/identitytoolkit.googleapis.com/v1/projects/${demoProjectId}/accounts`;

async function call(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; body: { error?: { message?: string } } }> {
  const response = await fetch(url, { method: 'POST', headers: admin, body: JSON.stringify(body) });
  return {
    ok: response.ok,
    status: response.status,
    body: (await response.json()) as { error?: { message?: string } },
  };
}

async function createAccount(account: { uid: string; email: string; password: string; displayName: string }) {
  const { ok, status, body } = await call(accounts, {
    localId: account.uid,
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
  });
  if (!ok && !body.error?.message?.includes('DUPLICATE') && !body.error?.message?.includes('EXISTS')) {
    throw new Error(`seed auth: ${status} ${JSON.stringify(body)}`);
  }
}

export async function seedAuth(): Promise<void> {
  await waitOn({ resources: [`http-get://${host}/emulator/v1/projects/${demoProjectId}/config`], timeout: 90_000 });
  await createAccount(demoTechnician);
  await createAccount(demoOwner);
  const claim = await call(`${accounts}:update`, {
    localId: demoOwner.uid,
    customAttributes: JSON.stringify({ [OWNER_CLAIM]: true }),
  });
  if (!claim.ok) throw new Error(`seed auth (owner claim): ${claim.status} ${JSON.stringify(claim.body)}`);
  console.log(
    `Auth emulator seeded: ${demoTechnician.email} / ${demoTechnician.password} (técnico), ` +
      `${demoOwner.email} / ${demoOwner.password} (dueño)`,
  );
}

await seedAuth();
if (process.env.FRIO_SITE_URL) {
  // The site answers once Hosting's emulator serves it and the pages function renders (a rubro listing).
  const site = process.env.FRIO_SITE_URL;
  const get = site.replace(/^http/, 'http-get');
  // One request at a time: each waiting request would start another copy of the function in the emulator.
  await waitOn({
    resources: [get, `${get}productos/insumos/cobre`],
    timeout: 240_000,
    interval: 2000,
    simultaneous: 1,
  });
  console.log(`\n  Listo: el sitio se sirve en ${process.env.FRIO_SITE_URL}  (Ctrl-C para detener)\n`);
}
