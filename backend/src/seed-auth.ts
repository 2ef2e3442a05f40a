/**
 * Creates the demo technician in the Auth emulator (idempotent). Waits for the emulator to answer.
 */
import { backendPorts } from '@frio/tooling/units';
import waitOn from 'wait-on';
import { demoProjectId, demoTechnician } from './demo-data.ts';

const host = `127.0.0.1:${backendPorts.auth}`;
const base = `http://${host}`;
const admin = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

export async function seedAuth(): Promise<void> {
  await waitOn({ resources: [`http-get://${host}/emulator/v1/projects/${demoProjectId}/config`], timeout: 90_000 });
  const response = await fetch(`${base}/identitytoolkit.googleapis.com/v1/projects/${demoProjectId}/accounts`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      localId: demoTechnician.uid,
      email: demoTechnician.email,
      password: demoTechnician.password,
      displayName: demoTechnician.displayName,
      emailVerified: true,
    }),
  });
  const body = (await response.json()) as { error?: { message?: string } };
  if (!response.ok && !body.error?.message?.includes('DUPLICATE') && !body.error?.message?.includes('EXISTS')) {
    throw new Error(`seed auth: ${response.status} ${JSON.stringify(body)}`);
  }
  console.log(`Auth emulator seeded: ${demoTechnician.email} / ${demoTechnician.password}`);
}

await seedAuth();
if (process.env.FRIO_SITE_URL)
  console.log(`\n  Listo: el sitio se sirve en ${process.env.FRIO_SITE_URL}  (Ctrl-C para detener)\n`);
