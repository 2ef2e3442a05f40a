/**
 * `pnpm release`, `pnpm rollback`, `pnpm releases` (Node only). A remote's release builds it for its
 * version folder `v/<version>-<commit>/`, checks it against the live shell, publishes it beside the
 * previous releases, then switches the shell's remotes.json to its manifest. A rollback only switches.
 * The shell's own release keeps the previous releases' assets and switches its index.html.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { x } from 'tinyexec';
import { placeholdersLeft } from '@frio/shared/contact';
import { units, type UnitKey } from '../units.ts';
import {
  checkExposes,
  checkProps,
  checkShared,
  type FederationManifest,
  type Provider,
  type RemoteExpectation,
} from './contract-check.ts';
import { deployCommand, releaseCommands, shellQuote } from './firebase-commands.ts';
import {
  folderOfUrl,
  readLog,
  readRemotesJson,
  remotesJsonPath,
  siteUrl,
  unitHostingDir,
  versionFolder,
  versionUrl,
  writeAtomic,
  writeLog,
  type ReleaseLog,
  type Target,
} from './hosting.ts';
import { foldersToPrune, resolveVersion, rollbackTarget } from './retention.ts';

export interface CommonOptions {
  /** The repository root. */
  root: string;
  unit: UnitKey;
  /** Default: local (the local servers' URLs). firebase: the Firebase Hosting sites of .firebaserc. */
  target?: Target;
  /** The hosting directory (default <root>/.hosting/<target>). */
  hosting?: string;
  dryRun?: boolean;
  print?: (line: string) => void;
  /**
   * Run the `prerender` script after the switch, if the workspace has one (default true): the shell site's
   * documents then hold, and load, what is live, after a release and after a rollback alike.
   */
  prerender?: boolean;
}

export interface ReleaseOptions extends CommonOptions {
  /** The unit's source folder (default <root>/<unit folder>; tests release temporary copies). */
  sourceDir?: string;
  /** Earlier releases kept beside the new one (default 5). */
  keep?: number;
  /** The business facts still demo values (default: @frio/shared/contact's); tests pass their own. */
  placeholders?: () => string[];
}

export interface Outcome {
  ok: boolean;
  folder?: string;
  problems: string[];
}

export const DEFAULT_KEEP = 5;

function hostingOf(options: CommonOptions): string {
  return options.hosting ?? path.join(options.root, '.hosting', options.target ?? 'local');
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

async function gitCommit(root: string, sourceDir: string): Promise<string> {
  const head = await x('git', ['rev-parse', '--short=7', 'HEAD'], { nodeOptions: { cwd: root }, throwOnError: true });
  const status = await x('git', ['status', '--porcelain', '--', sourceDir, 'shared', 'tooling'], {
    nodeOptions: { cwd: root },
    throwOnError: true,
  });
  return `${head.stdout.trim()}${status.stdout.trim() ? '-dirty' : ''}`;
}

/** The contract the live shell was built with (kept by its release), else the workspace's. */
function contractIndex(root: string, hosting: string): string {
  const live = path.join(unitHostingDir(hosting, 'shell'), '.contract', 'index.ts');
  return existsSync(live) ? live : path.join(root, 'shared/src/contract/index.ts');
}

async function expectationFor(indexFile: string, name: string): Promise<RemoteExpectation | undefined> {
  const mod = (await import(pathToFileURL(indexFile).href)) as { remoteContracts: RemoteExpectation[] };
  return mod.remoteContracts.find((remote) => remote.name === name);
}

/** The manifest a remotes.json URL points at, read from the hosting directory. */
function hostedManifest(hosting: string, unit: UnitKey, url: string | undefined): FederationManifest | undefined {
  if (!url) return undefined;
  const folder = folderOfUrl(url);
  const dir = unitHostingDir(hosting, unit);
  return readJson(folder ? path.join(dir, 'v', folder, 'mf-manifest.json') : path.join(dir, 'mf-manifest.json'));
}

const remoteKeys = (Object.keys(units) as UnitKey[]).filter((key) => key !== 'shell');

/** The live shell's shared modules, and the other live remotes' (for what the shell does not load). */
function liveProviders(hosting: string, unit: UnitKey, remotes: Record<string, string>): Provider[] | undefined {
  const shell = readJson<FederationManifest>(path.join(unitHostingDir(hosting, 'shell'), 'mf-manifest.json'));
  if (!shell) return undefined;
  const providers: Provider[] = [{ who: 'el shell en vivo', shared: shell.shared ?? [] }];
  for (const other of remoteKeys) {
    if (other === unit) continue;
    const name = units[other].federationName;
    const manifest = hostedManifest(hosting, other, remotes[name]);
    if (manifest) providers.push({ who: `${name} en vivo`, shared: manifest.shared ?? [] });
  }
  return providers;
}

/** The manifest checks (exposes, shared singletons) of a remote against the live site. */
async function checkManifest(
  root: string,
  hosting: string,
  unit: UnitKey,
  manifest: FederationManifest,
  remotes: Record<string, string>,
): Promise<string[]> {
  const name = units[unit].federationName;
  const expected = await expectationFor(contractIndex(root, hosting), name);
  if (!expected) return [`el contrato del shell en vivo no conoce ${name}`];
  const providers = liveProviders(hosting, unit, remotes);
  if (!providers)
    return [`no hay un shell publicado en ${unitHostingDir(hosting, 'shell')}: primero pnpm release shell`];
  return [...checkExposes(manifest, expected), ...checkShared(manifest, providers)];
}

async function build(sourceDir: string, unit: UnitKey, outDir: string, baseUrl: string): Promise<void> {
  const vite = path.join(sourceDir, 'node_modules/.bin/vite');
  const env = { ...process.env, FRIO_BASE_URL: baseUrl };
  const run = (args: string[]) =>
    x(vite, ['build', '--configLoader', 'runner', '--logLevel', 'warn', '--emptyOutDir', ...args], {
      nodeOptions: { cwd: sourceDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
      throwOnError: true,
    });
  await run(['--outDir', outDir]);
  // The calculator's partner embed: a second build, published at the site's stable /embed/ too.
  if (unit === 'calculator') await run(['-c', 'vite.embed.config.ts', '--outDir', path.join(outDir, 'embed')]);
}

async function runFirebase(root: string, args: string[], print: (line: string) => void): Promise<void> {
  const local = path.join(root, 'backend/node_modules/.bin/firebase');
  print(`$ ${shellQuote(args)}`);
  await x(existsSync(local) ? local : 'firebase', args.slice(1), {
    nodeOptions: { cwd: root, stdio: 'inherit' },
    throwOnError: true,
  });
}

async function runPrerender(root: string, hosting: string, unit: UnitKey, print: (line: string) => void) {
  const scripts = readJson<{ scripts?: Record<string, string> }>(path.join(root, 'package.json'))?.scripts ?? {};
  if (!scripts.prerender) return;
  print('prerender: pnpm prerender (FRIO_HOSTING_DIR = el sitio del shell)');
  const result = await x('pnpm', ['run', 'prerender'], {
    nodeOptions: {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FRIO_HOSTING_DIR: unitHostingDir(hosting, 'shell'), FRIO_RELEASED_UNIT: units[unit].dir },
    },
    throwOnError: false,
  });
  if (result.exitCode !== 0)
    print('prerender falló: la versión nueva está en vivo, pero sin documentos prerenderizados nuevos');
}

function refuse(print: (line: string) => void, what: string, problems: string[]): Outcome {
  print(`RECHAZADO: ${what}. Lo que está en vivo no cambió.`);
  for (const problem of problems) print(`  - ${problem}`);
  return { ok: false, problems };
}

/** Copies a finished build into place: a staging folder first, then one rename (never half a folder). */
function publishFolder(from: string, to: string): void {
  const staging = path.join(path.dirname(to), `.staging-${path.basename(to)}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(from, staging, { recursive: true });
  renameSync(staging, to);
}

function prune(
  dir: string,
  log: ReleaseLog,
  latest: string,
  live: string | undefined,
  keep: number,
  print: (line: string) => void,
) {
  const doomed = foldersToPrune(
    log.published.map((entry) => entry.folder),
    latest,
    live,
    keep,
  );
  for (const folder of doomed) {
    rmSync(path.join(dir, 'v', folder), { recursive: true, force: true });
    print(`borrada la versión vieja ${folder} (se guardan ${keep} anteriores)`);
  }
  log.published = log.published.filter((entry) => !doomed.includes(entry.folder));
}

/**
 * Before a unit's first release, what is live is its unversioned build at the site's root. Keep it there
 * (from the unit's dist/, when that was built for this site), so visitors who have it open keep working
 * and a rollback can return to it.
 */
function adoptLiveBuild(
  root: string,
  unit: UnitKey,
  dir: string,
  live: string | undefined,
  site: string,
  print: (line: string) => void,
) {
  if (!live || folderOfUrl(live) || existsSync(path.join(dir, 'mf-manifest.json'))) return;
  const dist = path.join(root, units[unit].dir, 'dist');
  const manifest = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'));
  if (manifest?.metaData?.publicPath !== site) {
    print(
      `aviso: ${units[unit].dir}/dist no es el build en vivo de ${site}: no se podrá volver a lo anterior a este release`,
    );
    return;
  }
  cpSync(dist, dir, { recursive: true });
  print(`el build en vivo sin versión (${units[unit].dir}/dist) queda en la raíz del sitio, para volver a él`);
}

export async function release(options: ReleaseOptions): Promise<Outcome> {
  const { root, unit, dryRun = false, keep = DEFAULT_KEEP, prerender = true } = options;
  const print = options.print ?? console.log;
  const target = options.target ?? 'local';
  const hosting = hostingOf(options);
  const sourceDir = options.sourceDir ?? path.join(root, units[unit].dir);
  // The real site never gets the demo's phone, address or client links (issue #26, 10).
  const placeholders = target === 'firebase' ? (options.placeholders ?? placeholdersLeft)() : [];
  if (placeholders.length > 0)
    return refuse(
      print,
      'el sitio real no puede salir con datos de ejemplo: completalos en shared/src/contact.ts',
      placeholders,
    );
  if (unit === 'shell') return releaseShell({ ...options, target, hosting, sourceDir, keep, print });

  const name = units[unit].federationName;
  const version = (readJson<{ version: string }>(path.join(sourceDir, 'package.json')) ?? { version: '0.0.0' }).version;
  const folder = versionFolder(version, await gitCommit(root, sourceDir));
  const dir = unitHostingDir(hosting, unit);
  const base = versionUrl(siteUrl(root, unit, target), folder);
  const manifestUrl = `${base}mf-manifest.json`;
  print(`${units[unit].dir} ${folder} → ${base}`);

  if (existsSync(path.join(dir, 'v', folder)))
    return refuse(print, `la versión ${folder} ya está publicada`, [
      'las versiones publicadas no se reemplazan: subí "version" en package.json o hacé commit',
    ]);
  const remotes = readRemotesJson(hosting);
  if (!remotes && !dryRun)
    return refuse(print, 'no hay remotes.json', [
      `no hay un shell publicado en ${unitHostingDir(hosting, 'shell')}: primero pnpm release shell`,
    ]);

  // 1. Props: the exposed components against the props the live shell passes (no build needed).
  const expected = await expectationFor(contractIndex(root, hosting), name);
  if (!expected) return refuse(print, 'contrato', [`el contrato del shell en vivo no conoce ${name}`]);
  print('chequeo de contrato: props de lo expuesto…');
  const propsProblems = await checkProps({ root, sourceDir, contractIndex: contractIndex(root, hosting), expected });
  if (propsProblems.length) return refuse(print, 'el contrato con el shell no se cumple', propsProblems);

  // 2. Build for the version folder, then check the manifest it wrote.
  const out = mkdtempSync(path.join(tmpdir(), `frio-release-${units[unit].dir}-`));
  try {
    print(`build: FRIO_BASE_URL=${base} vite build`);
    await build(sourceDir, unit, out, base);
    const manifest = readJson<FederationManifest>(path.join(out, 'mf-manifest.json')) ?? {};
    print('chequeo de contrato: módulos expuestos y singletons compartidos…');
    const problems = remotes ? await checkManifest(root, hosting, unit, manifest, remotes) : [];
    if (problems.length) return refuse(print, 'el contrato con el shell no se cumple', problems);

    if (dryRun) {
      print(`--dry-run: nada publicado. Contra el proyecto real correría:`);
      print(`  FRIO_BASE_URL=${versionUrl(siteUrl(root, unit, 'firebase'), folder)} (build de la carpeta de versión)`);
      for (const command of releaseCommands(root, units[unit].dir)) print(`  ${shellQuote(command)}`);
      return { ok: true, folder, problems: [] };
    }

    // 3. Publish beside the kept releases.
    const log = readLog(dir);
    const live = remotes?.[name];
    adoptLiveBuild(root, unit, dir, live, siteUrl(root, unit, target), print);
    publishFolder(out, path.join(dir, 'v', folder));
    if (unit === 'calculator') {
      rmSync(path.join(dir, 'embed'), { recursive: true, force: true });
      cpSync(path.join(out, 'embed'), path.join(dir, 'embed'), { recursive: true });
    }
    log.published.push({ folder, at: new Date().toISOString() });
    prune(dir, log, folder, folderOfUrl(live), keep, print);
    writeLog(dir, log);
    if (target === 'firebase') await runFirebase(root, deployCommand(root, units[unit].dir), print);
    print(`publicada ${folder}`);

    // 4. Switch: one line of the shell's remotes.json.
    writeAtomic(remotesJsonPath(hosting), `${JSON.stringify({ ...remotes, [name]: manifestUrl }, null, 2)}\n`);
    log.switches.push({ at: new Date().toISOString(), action: 'release', from: live, to: manifestUrl });
    writeLog(dir, log);
    if (target === 'firebase') await runFirebase(root, deployCommand(root, 'shell'), print);
    print(`en vivo: ${name} → ${manifestUrl}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  if (prerender) await runPrerender(root, hosting, unit, print);
  return { ok: true, folder, problems: [] };
}

export interface RollbackOptions extends CommonOptions {
  /** A published version ('1.4.0') or folder ('1.4.0-3f2a9c1'); default: what was live before the last release. */
  to?: string;
}

export async function rollback(options: RollbackOptions): Promise<Outcome> {
  const { root, unit, dryRun = false } = options;
  const print = options.print ?? console.log;
  const target = options.target ?? 'local';
  const hosting = hostingOf(options);
  if (unit === 'shell') return rollbackShell({ ...options, target, hosting, print });
  const name = units[unit].federationName;
  const dir = unitHostingDir(hosting, unit);
  const log = readLog(dir);
  const remotes = readRemotesJson(hosting) ?? {};
  const live = remotes[name];

  let destination: string | undefined;
  if (options.to) {
    const folder = resolveVersion(
      log.published.map((entry) => entry.folder),
      options.to,
    );
    if (!folder || !existsSync(path.join(dir, 'v', folder)))
      return refuse(print, `no hay una versión publicada ${options.to}`, [
        `publicadas: ${log.published.map((entry) => entry.folder).join(', ') || 'ninguna'}`,
      ]);
    destination = `${versionUrl(siteUrl(root, unit, target), folder)}mf-manifest.json`;
  } else {
    destination = rollbackTarget(log);
    if (!destination) return refuse(print, 'no hay un release anterior al que volver', []);
  }
  if (destination === live) {
    print(`${name} ya está en ${destination}`);
    return { ok: true, folder: folderOfUrl(destination), problems: [] };
  }
  const manifest = hostedManifest(hosting, unit, destination);
  if (!manifest) return refuse(print, `no se encuentra el manifiesto de ${destination} en ${dir}`, []);
  const problems = await checkManifest(root, hosting, unit, manifest, remotes);
  if (problems.length) return refuse(print, 'esa versión no cumple el contrato del shell en vivo', problems);
  if (dryRun) {
    print(`--dry-run: volvería ${name} a ${destination}. Contra el proyecto real correría:`);
    print(`  ${shellQuote(deployCommand(root, 'shell'))}`);
    return { ok: true, folder: folderOfUrl(destination), problems: [] };
  }
  writeAtomic(remotesJsonPath(hosting), `${JSON.stringify({ ...remotes, [name]: destination }, null, 2)}\n`);
  log.switches.push({ at: new Date().toISOString(), action: 'rollback', from: live, to: destination });
  writeLog(dir, log);
  if (target === 'firebase') await runFirebase(root, deployCommand(root, 'shell'), print);
  print(`en vivo: ${name} → ${destination}`);
  if (options.prerender ?? true) await runPrerender(root, hosting, unit, print);
  return { ok: true, folder: folderOfUrl(destination), problems: [] };
}

export interface ListedRelease {
  folder: string;
  at: string;
  live: boolean;
}

export function listReleases(options: CommonOptions): ListedRelease[] {
  const hosting = hostingOf(options);
  const dir = unitHostingDir(hosting, options.unit);
  const log = readLog(dir);
  const live =
    options.unit === 'shell'
      ? log.switches.at(-1)?.to
      : folderOfUrl(readRemotesJson(hosting)?.[units[options.unit].federationName]);
  return log.published.map((entry) => ({ ...entry, live: entry.folder === live }));
}

// ---------------------------------------------------------------------------------------------------
// The shell: served from its site's root (its document and /remotes.json have fixed URLs), so a release
// adds its hashed assets beside those of the kept releases and switches index.html; each release's
// document, manifest and contract are kept under .releases/<folder>/ for rollback.

/**
 * What switches with a shell release or rollback: its documents (each loads that release's hashed
 * assets: `index.html`, `app.html` for routes without a prerendered document, `404.html`) and manifest.
 */
const shellSwitchFiles = ['index.html', 'app.html', '404.html', 'mf-manifest.json'].flatMap((file) => [
  file,
  `${file}.br`,
]);
/** Deploy-time data of the live site: a release never overwrites them. */
const shellDataFiles = new Set(['remotes.json', 'remotes.json.br', 'firebase-config.json', 'firebase-config.json.br']);

function switchShell(dir: string, folder: string): void {
  const kept = path.join(dir, '.releases', folder);
  for (const file of shellSwitchFiles)
    if (existsSync(path.join(kept, file))) cpSync(path.join(kept, file), path.join(dir, `${file}.next`));
  rmSync(path.join(dir, '.contract.next'), { recursive: true, force: true });
  cpSync(path.join(kept, 'contract'), path.join(dir, '.contract.next'), { recursive: true });
  // The contract first (the check reads it), then the files visitors load.
  rmSync(path.join(dir, '.contract'), { recursive: true, force: true });
  renameSync(path.join(dir, '.contract.next'), path.join(dir, '.contract'));
  for (const file of shellSwitchFiles)
    if (existsSync(path.join(dir, `${file}.next`))) renameSync(path.join(dir, `${file}.next`), path.join(dir, file));
}

async function releaseShell(
  options: ReleaseOptions & {
    target: Target;
    hosting: string;
    sourceDir: string;
    keep: number;
    print: (line: string) => void;
  },
): Promise<Outcome> {
  const { root, hosting, sourceDir, keep, print, target, dryRun } = options;
  const version = (readJson<{ version: string }>(path.join(sourceDir, 'package.json')) ?? { version: '0.0.0' }).version;
  const folder = versionFolder(version, await gitCommit(root, sourceDir));
  const dir = unitHostingDir(hosting, 'shell');
  print(`shell ${folder}`);
  if (existsSync(path.join(dir, '.releases', folder)))
    return refuse(print, `la versión ${folder} ya está publicada`, ['subí "version" en package.json o hacé commit']);
  const out = mkdtempSync(path.join(tmpdir(), 'frio-release-shell-'));
  try {
    print('build: vite build');
    await build(sourceDir, 'shell', out, '/');
    // The live remotes against the new shell: each must expose what its contract says and share compatible singletons.
    const remotes = readRemotesJson(hosting) ?? initialRemotes(root, target);
    const shellManifest = readJson<FederationManifest>(path.join(out, 'mf-manifest.json')) ?? {};
    const contractFile = path.join(root, 'shared/src/contract/index.ts');
    const problems: string[] = [];
    for (const unit of remoteKeys) {
      const name = units[unit].federationName;
      const manifest = hostedManifest(hosting, unit, remotes[name]);
      if (!manifest) continue; // not published here yet: nothing to compare
      const expected = await expectationFor(contractFile, name);
      if (expected) problems.push(...checkExposes(manifest, expected).map((problem) => `${name} en vivo: ${problem}`));
      problems.push(
        ...checkShared(manifest, [{ who: 'el shell nuevo', shared: shellManifest.shared ?? [] }]).map(
          (problem) => `${name} en vivo: ${problem}`,
        ),
      );
    }
    if (problems.length) return refuse(print, 'los remotos en vivo no cumplen el contrato del shell nuevo', problems);
    if (dryRun) {
      print('--dry-run: nada publicado. Contra el proyecto real correría:');
      for (const command of releaseCommands(root, 'shell')) print(`  ${shellQuote(command)}`);
      return { ok: true, folder, problems: [] };
    }
    const log = readLog(dir);
    const live = log.switches.at(-1)?.to;
    // Keep this release's document, manifest and contract for a rollback.
    const kept = path.join(dir, '.releases', folder);
    const staging = path.join(out, '.kept');
    for (const file of shellSwitchFiles)
      if (existsSync(path.join(out, file))) cpSync(path.join(out, file), path.join(staging, file));
    cpSync(path.join(root, 'shared/src/contract'), path.join(staging, 'contract'), { recursive: true });
    publishFolder(staging, kept);
    rmSync(staging, { recursive: true, force: true });
    // Add the new assets and public files; the old assets stay (pages open in browsers still load them).
    for (const name of readdirSync(out)) {
      if (shellSwitchFiles.includes(name) || shellDataFiles.has(name)) continue;
      cpSync(path.join(out, name), path.join(dir, name), { recursive: true });
    }
    if (!existsSync(remotesJsonPath(hosting)))
      writeAtomic(remotesJsonPath(hosting), `${JSON.stringify(remotes, null, 2)}\n`);
    if (!existsSync(path.join(dir, 'firebase-config.json')) && existsSync(path.join(out, 'firebase-config.json')))
      cpSync(path.join(out, 'firebase-config.json'), path.join(dir, 'firebase-config.json'));
    log.published.push({ folder, at: new Date().toISOString() });
    const doomed = foldersToPrune(
      log.published.map((entry) => entry.folder),
      folder,
      live,
      keep,
    );
    for (const old of doomed) rmSync(path.join(dir, '.releases', old), { recursive: true, force: true });
    log.published = log.published.filter((entry) => !doomed.includes(entry.folder));
    switchShell(dir, folder);
    log.switches.push({ at: new Date().toISOString(), action: 'release', from: live, to: folder });
    writeLog(dir, log);
    if (target === 'firebase') await runFirebase(root, deployCommand(root, 'shell'), print);
    print(`en vivo: shell ${folder}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  if (options.prerender ?? true) await runPrerender(root, hosting, 'shell', print);
  return { ok: true, folder, problems: [] };
}

/** remotes.json before any remote release: each remote's manifest at its site's root. */
function initialRemotes(root: string, target: Target): Record<string, string> {
  return Object.fromEntries(
    remoteKeys.map((unit) => [units[unit].federationName, `${siteUrl(root, unit, target)}mf-manifest.json`]),
  );
}

async function rollbackShell(
  options: RollbackOptions & { target: Target; hosting: string; print: (line: string) => void },
): Promise<Outcome> {
  const { root, hosting, print, target } = options;
  const dir = unitHostingDir(hosting, 'shell');
  const log = readLog(dir);
  const live = log.switches.at(-1)?.to;
  const destination = options.to
    ? resolveVersion(
        log.published.map((entry) => entry.folder),
        options.to,
      )
    : rollbackTarget(log);
  if (!destination || !existsSync(path.join(dir, '.releases', destination)))
    return refuse(print, 'no hay una versión del shell publicada a la que volver', []);
  if (destination === live) {
    print(`el shell ya está en ${destination}`);
    return { ok: true, folder: destination, problems: [] };
  }
  if (options.dryRun) {
    print(`--dry-run: volvería el shell a ${destination}. Contra el proyecto real correría:`);
    print(`  ${shellQuote(deployCommand(root, 'shell'))}`);
    return { ok: true, folder: destination, problems: [] };
  }
  switchShell(dir, destination);
  log.switches.push({ at: new Date().toISOString(), action: 'rollback', from: live, to: destination });
  writeLog(dir, log);
  if (target === 'firebase') await runFirebase(root, deployCommand(root, 'shell'), print);
  print(`en vivo: shell ${destination}`);
  // The prerendered documents load the shell they were rendered with: render them with this one.
  if (options.prerender ?? true) await runPrerender(root, hosting, 'shell', print);
  return { ok: true, folder: destination, problems: [] };
}
