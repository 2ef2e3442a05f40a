/**
 * `pnpm admin:grant`: sets (or removes) the owner's custom claim on an existing account through the Admin
 * SDK. Without a service account it works on the local Auth emulator (the demo backend must run).
 */
import { parseArgs } from 'node:util';
import { OWNER_CLAIM } from '@frio/shared/roles';
import { backendPorts } from '@frio/tooling/units';
import { demoProjectId } from './demo-data.ts';

const USAGE = 'Uso: pnpm admin:grant <email> [--revoke] [--service-account cuenta.json]';

async function authFor(serviceAccount: string | undefined) {
  const { initializeApp, cert, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  if (!serviceAccount) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${backendPorts.auth}`;
  const app = initializeApp(
    serviceAccount ? { credential: cert(serviceAccount) } : { projectId: demoProjectId },
    `admin-grant-${Date.now()}`,
  );
  return { auth: getAuth(app), close: () => deleteApp(app) };
}

async function grant(email: string, options: { revoke?: boolean; serviceAccount?: string } = {}) {
  const { auth, close } = await authFor(options.serviceAccount);
  try {
    const user = await auth.getUserByEmail(email.trim().toLowerCase());
    const claims = { ...user.customClaims };
    if (options.revoke) delete claims[OWNER_CLAIM];
    else claims[OWNER_CLAIM] = true;
    await auth.setCustomUserClaims(user.uid, claims);
    return user.uid;
  } finally {
    await close();
  }
}

function explain(error: unknown, email: string, local: boolean): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'auth/user-not-found')
    return `No existe una cuenta con el email ${email}. Creala primero (por ejemplo, que ingrese una vez o aprobala como técnico).`;
  if (local && /ECONNREFUSED|fetch failed|connect/i.test(String((error as Error).message ?? error)))
    return `No se pudo conectar con el emulador de Auth en 127.0.0.1:${backendPorts.auth} (¿está corriendo \`pnpm start\` o \`pnpm serve\`?).`;
  return `No se pudo cambiar el permiso: ${error instanceof Error ? error.message : String(error)}`;
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { revoke: { type: 'boolean', default: false }, 'service-account': { type: 'string' } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const [email, ...extra] = args.positionals;
  if (!email || extra.length > 0 || !email.includes('@')) {
    console.error(USAGE);
    return 1;
  }
  const serviceAccount = args.values['service-account'];
  try {
    await grant(email, { revoke: args.values.revoke, serviceAccount });
  } catch (error) {
    console.error(explain(error, email, !serviceAccount));
    return 1;
  }
  console.log(
    args.values.revoke
      ? `${email} ya no es dueño: pierde el acceso a /admin cuando vuelva a ingresar (o en menos de una hora).`
      : `${email} ahora es dueño: /admin le responde después de volver a ingresar (o en menos de una hora).`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
