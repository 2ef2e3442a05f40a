/**
 * `pnpm --filter backend auth`: the Firebase Auth emulator on the Auth port of ports.ts (FRIO_PORT_BASE
 * moves it). firebase-tools reads its ports from a firebase.json, so this writes the project's firebase.json
 * with the emulator ports set into a temporary folder and starts the emulator with that config; the folder
 * is also its TMPDIR, so a second emulator (the tests beside `start`) keeps its own hub locator file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ports } from '@frio/tooling/ports';
import { backendPorts } from '@frio/tooling/units';
import { demoProjectId } from './demo-data.ts';

interface FirebaseJson {
  emulators: Record<string, { host?: string; port?: number }>;
}

/** The project's firebase.json with the local backend's emulator ports. */
export function emulatorConfig(
  firebaseJson: FirebaseJson,
  ports: { auth: number; database: number; emulatorHub: number; emulatorLogging: number },
): FirebaseJson {
  return {
    ...firebaseJson,
    emulators: {
      ...firebaseJson.emulators,
      auth: { ...firebaseJson.emulators.auth, port: ports.auth },
      database: { ...firebaseJson.emulators.database, port: ports.database },
      hub: { ...firebaseJson.emulators.hub, port: ports.emulatorHub },
      logging: { ...firebaseJson.emulators.logging, port: ports.emulatorLogging },
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = path.join(import.meta.dirname, '../..');
  const project = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
  const dir = mkdtempSync(path.join(os.tmpdir(), `frio-auth-${backendPorts.auth}-`));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify(emulatorConfig(project, ports), null, 2));
  const emulator = spawn(
    'firebase',
    ['emulators:start', '--only', 'auth', '--project', demoProjectId, '--config', config],
    { stdio: 'inherit', env: { ...process.env, TMPDIR: dir } },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => emulator.kill(signal));
  emulator.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}
