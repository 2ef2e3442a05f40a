/**
 * `pnpm release`, `pnpm rollback`, `pnpm releases` (Node only): the entry points. A remote's release and
 * rollback are in remote-release.ts, the shell's in shell-release.ts; the steps they share in steps.ts,
 * the checks against what is live in live-contract.ts.
 */
import path from 'node:path';
import { placeholdersLeft } from '@frio/shared/contact';
import { units } from '../units.ts';
import { folderOfUrl, readLog, readRemotesJson, unitHostingDir, versionFolder } from './hosting.ts';
import {
  DEFAULT_KEEP,
  hostingOf,
  refuse,
  type CommonOptions,
  type Outcome,
  type ReleaseOptions,
  type RollbackOptions,
} from './options.ts';
import { releaseRemote, rollbackRemote } from './remote-release.ts';
import { releaseShell, rollbackShell } from './shell-release.ts';
import { gitCommit, readJson } from './steps.ts';

export { DEFAULT_KEEP, type Outcome };

export async function release(options: ReleaseOptions): Promise<Outcome> {
  const { root, unit, keep = DEFAULT_KEEP } = options;
  const print = options.print ?? console.log;
  const target = options.target ?? 'local';
  const hosting = hostingOf(options);
  const sourceDir = options.sourceDir ?? path.join(root, units[unit].dir);
  // The real site never gets the demo's phone, address or client links.
  const placeholders = target === 'firebase' ? (options.placeholders ?? placeholdersLeft)() : [];
  if (placeholders.length > 0)
    return refuse(
      print,
      'el sitio real no puede salir con datos de ejemplo: completalos en shared/src/business/contact.ts',
      placeholders,
    );
  const { version = '0.0.0' } = readJson<{ version?: string }>(path.join(sourceDir, 'package.json')) ?? {};
  const folder = versionFolder(version, await gitCommit(root, sourceDir));
  const resolved = { ...options, target, hosting, sourceDir, keep, print, folder };
  return unit === 'shell' ? releaseShell(resolved) : releaseRemote(resolved);
}

export async function rollback(options: RollbackOptions): Promise<Outcome> {
  const { unit } = options;
  const print = options.print ?? console.log;
  const target = options.target ?? 'local';
  const hosting = hostingOf(options);
  const resolved = { ...options, target, hosting, print };
  return unit === 'shell' ? rollbackShell(resolved) : rollbackRemote(resolved);
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
