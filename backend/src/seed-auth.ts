/**
 * Creates the demo technician in the Auth emulator (idempotent). Waits for the emulator to answer.
 */
import { backendPorts } from '@frio/tooling/units';
import { demoProjectId, demoTechnician } from './demo-data.ts';

const base = `http://127.0.0.1:${process.env.FRIO_AUTH_PORT ?? backendPorts.auth}`;
const admin = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };

async function waitForEmulator(timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${base}/emulator/v1/projects/${demoProjectId}/config`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`Auth emulator did not answer at ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function seedAuth(): Promise<void> {
  await waitForEmulator();
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
