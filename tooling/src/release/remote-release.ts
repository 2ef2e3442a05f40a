/**
 * A remote's release: built for its version folder `v/<version>-<commit>/`, checked against the live
 * shell, published beside the kept releases, then live by one line of the shell's remotes.json. Its
 * rollback only switches that line back.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { units, type UnitKey } from '../units.ts';
import { checkProps, type FederationManifest } from './contract-check.ts';
import { deployCommand, releaseCommands, shellQuote } from './firebase-commands.ts';
import {
  folderOfUrl,
  readLog,
  readRemotesJson,
  remotesJsonPath,
  siteUrl,
  unitHostingDir,
  versionUrl,
  writeAtomic,
  writeLog,
  type ReleaseLog,
} from './hosting.ts';
import { checkManifest, contractIndex, expectationFor, hostedManifest } from './live-contract.ts';
import { refuse, type Outcome, type ResolvedRelease, type ResolvedRollback } from './options.ts';
import { foldersToPrune, resolveVersion, rollbackTarget } from './retention.ts';
import { build, publishFolder, readJson, runFirebase, runPrerender } from './steps.ts';

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

export async function releaseRemote(options: ResolvedRelease): Promise<Outcome> {
  const { root, unit, dryRun = false, keep, prerender = true, print, target, hosting, sourceDir, folder } = options;
  const name = units[unit].federationName;
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
  const problems = prerender ? await runPrerender(root, hosting, target, print) : [];
  return { ok: problems.length === 0, folder, problems };
}

export async function rollbackRemote(options: ResolvedRollback): Promise<Outcome> {
  const { root, unit, dryRun = false, print, target, hosting } = options;
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
  const prerendered = (options.prerender ?? true) ? await runPrerender(root, hosting, target, print) : [];
  return { ok: prerendered.length === 0, folder: folderOfUrl(destination), problems: prerendered };
}
