/**
 * The shell's release: served from its site's root (its document and /remotes.json have fixed URLs), so a
 * release adds its hashed assets beside those of the kept releases and switches index.html; each
 * release's document, manifest and contract are kept under .releases/<folder>/ for rollback.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routedPages } from '../pages.ts';
import { units } from '../units.ts';
import { checkExposes, checkShared, type FederationManifest } from './contract-check.ts';
import { deployCommand, releaseCommands, shellQuote } from './firebase-commands.ts';
import {
  readLog,
  readRemotesJson,
  remotesJsonPath,
  siteUrl,
  unitHostingDir,
  writeAtomic,
  writeLog,
  type Target,
} from './hosting.ts';
import { expectationFor, hostedManifest, remoteKeys } from './live-contract.ts';
import { refuse, type Outcome, type ResolvedRelease, type ResolvedRollback } from './options.ts';
import { foldersToPrune, resolveVersion, rollbackTarget } from './retention.ts';
import { build, publishFolder, readJson, runFirebase, runFunctionRelease, runPrerender } from './steps.ts';

/**
 * What switches with a shell release or rollback: its documents (each loads that release's hashed
 * assets: `index.html`, `app.html` for routes without a prerendered document, `404.html`) and manifest.
 */
// server/render.js: the pages function renders with the live shell's renderer, so a rollback takes it back too.
const shellSwitchFiles = ['index.html', 'app.html', '404.html', 'mf-manifest.json', 'server/render.js'].flatMap(
  (file) => [file, `${file}.br`],
);
/** Deploy-time data of the live site: a release never overwrites them. */
const shellDataFiles = new Set(['remotes.json', 'remotes.json.br', 'firebase-config.json', 'firebase-config.json.br']);

function switchShell(dir: string, folder: string): void {
  const kept = path.join(dir, '.releases', folder);
  for (const file of shellSwitchFiles)
    if (existsSync(path.join(kept, file))) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(kept, file), path.join(dir, `${file}.next`));
    }
  rmSync(path.join(dir, '.contract.next'), { recursive: true, force: true });
  cpSync(path.join(kept, 'contract'), path.join(dir, '.contract.next'), { recursive: true });
  // The contract first (the check reads it), then the files visitors load.
  rmSync(path.join(dir, '.contract'), { recursive: true, force: true });
  renameSync(path.join(dir, '.contract.next'), path.join(dir, '.contract'));
  for (const file of shellSwitchFiles)
    if (existsSync(path.join(dir, `${file}.next`))) renameSync(path.join(dir, `${file}.next`), path.join(dir, file));
}

export async function releaseShell(options: ResolvedRelease): Promise<Outcome> {
  const { root, hosting, sourceDir, keep, print, target, dryRun, folder } = options;
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
      for (const command of releaseCommands(root, 'shell', siteUrl(root, 'shell', 'firebase')))
        print(`  ${shellQuote(command)}`);
      return { ok: true, folder, problems: [] };
    }
    const log = readLog(dir);
    const live = log.switches.at(-1)?.to;
    // Keep this release's document, manifest and contract for a rollback.
    const kept = path.join(dir, '.releases', folder);
    const staging = path.join(out, '.kept');
    for (const file of shellSwitchFiles)
      if (existsSync(path.join(out, file))) {
        mkdirSync(path.dirname(path.join(staging, file)), { recursive: true });
        cpSync(path.join(out, file), path.join(staging, file));
      }
    cpSync(path.join(root, 'shared/src/contract'), path.join(staging, 'contract'), { recursive: true });
    // The pages this shell routes to, which each remote release must still expose (live-contract.ts).
    writeFileSync(path.join(staging, 'contract', 'pages.json'), `${JSON.stringify(routedPages())}\n`);
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
    if (target === 'firebase') {
      await runFunctionRelease(root, siteUrl(root, 'shell', 'firebase'), print);
      await runFirebase(root, deployCommand(root, 'shell'), print);
    }
    print(`en vivo: shell ${folder}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const problems = (options.prerender ?? true) ? await runPrerender(root, hosting, target, print) : [];
  return { ok: problems.length === 0, folder, problems };
}

/** remotes.json before any remote release: each remote's manifest at its site's root. */
function initialRemotes(root: string, target: Target): Record<string, string> {
  return Object.fromEntries(
    remoteKeys.map((unit) => [units[unit].federationName, `${siteUrl(root, unit, target)}mf-manifest.json`]),
  );
}

export async function rollbackShell(options: ResolvedRollback): Promise<Outcome> {
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
  const problems = (options.prerender ?? true) ? await runPrerender(root, hosting, target, print) : [];
  return { ok: problems.length === 0, folder: destination, problems };
}
