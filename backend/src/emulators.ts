/**
 * `pnpm --filter backend emulators [--hosting <dir>]`: Firebase's emulators for Auth, Functions (the pages
 * function) and, with --hosting, the shell site from <dir>. firebase-tools reads its ports from a
 * firebase.json, so this writes one with the local ports into a temporary folder; that folder is also their
 * TMPDIR, so a second copy (the tests beside `start`) keeps its own hub locator file.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localContentSecurityPolicy } from '@frio/tooling/csp';
import { ports, type Ports } from '@frio/tooling/ports';
import { demoProjectId } from './demo-data.ts';

interface HostingConfig {
  target?: string;
  public: string;
  headers?: Array<{ headers: Array<{ key: string; value: string }> }>;
  [other: string]: unknown;
}
interface FirebaseJson {
  hosting: HostingConfig[];
  functions?: Array<{ source: string; [other: string]: unknown }>;
  database?: { rules: string };
  emulators: Record<string, { host?: string; port?: number }>;
  [other: string]: unknown;
}

type EmulatorPorts = Pick<
  Ports,
  'auth' | 'database' | 'emulatorHub' | 'emulatorLogging' | 'functions' | 'shell' | 'eventarc' | 'tasks'
>;

const root = path.join(import.meta.dirname, '../..');

/**
 * With `hosting`, the shell target alone (the units' servers serve the remotes), its CSP naming the local
 * servers instead of the deployed ones.
 */
export function emulatorConfig(
  firebaseJson: FirebaseJson,
  ports: EmulatorPorts,
  options: { dir: string; hosting?: { public: string; csp: string } },
): Record<string, unknown> {
  const local = (file: string) => path.relative(options.dir, path.resolve(root, file));
  const { hosting: targets, ...rest } = firebaseJson;
  const shell = targets.find((target) => target.target === 'shell');
  if (!shell) throw new Error('firebase.json has no shell target');
  const { target: _target, ...site } = shell;
  return {
    ...rest,
    ...(rest.database ? { database: { ...rest.database, rules: local(rest.database.rules) } } : {}),
    functions: (rest.functions ?? []).map((codebase) => ({ ...codebase, source: local(codebase.source) })),
    ...(options.hosting
      ? {
          hosting: {
            ...site,
            public: local(options.hosting.public),
            headers: site.headers?.map((rule) => ({
              ...rule,
              headers: rule.headers.map((header) =>
                header.key === 'Content-Security-Policy' ? { ...header, value: options.hosting!.csp } : header,
              ),
            })),
          },
        }
      : {}),
    emulators: {
      ...firebaseJson.emulators,
      auth: { ...firebaseJson.emulators.auth, port: ports.auth },
      database: { ...firebaseJson.emulators.database, port: ports.database },
      functions: { ...firebaseJson.emulators.functions, port: ports.functions },
      hosting: { ...firebaseJson.emulators.hosting, port: ports.shell },
      hub: { ...firebaseJson.emulators.hub, port: ports.emulatorHub },
      logging: { ...firebaseJson.emulators.logging, port: ports.emulatorLogging },
      eventarc: { ...firebaseJson.emulators.eventarc, port: ports.eventarc },
      tasks: { ...firebaseJson.emulators.tasks, port: ports.tasks },
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const project = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
  const flag = process.argv.indexOf('--hosting');
  const hostingDir = flag >= 0 ? process.argv[flag + 1] : undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), `frio-emulators-${ports.auth}-`));
  const hasFunction = (project.functions ?? []).every((codebase) =>
    existsSync(path.join(root, codebase.source, 'package.json')),
  );
  if (!hasFunction) console.warn('emuladores: functions/dist no está construido (pnpm build): sin la función pages');
  const only = ['auth', ...(hasFunction ? ['functions'] : []), ...(hostingDir ? ['hosting'] : [])];
  const config = path.join(dir, 'firebase.json');
  const hosting = hostingDir
    ? { public: path.resolve(root, hostingDir), csp: localContentSecurityPolicy() }
    : undefined;
  writeFileSync(config, JSON.stringify(emulatorConfig(project, ports, { dir, hosting }), null, 2));
  const emulator = spawn(
    'firebase',
    ['emulators:start', '--only', only.join(','), '--project', demoProjectId, '--config', config],
    // A busy machine (the tests beside `start`) can take over the emulator's 30 s to load the function.
    { stdio: 'inherit', env: { FUNCTIONS_DISCOVERY_TIMEOUT: '120', ...process.env, TMPDIR: dir } },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => emulator.kill(signal));
  emulator.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 1 : 0));
  });
}
