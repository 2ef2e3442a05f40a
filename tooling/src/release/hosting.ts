/**
 * The hosting directory a release writes (Node only): one folder per unit with the deployed site's
 * layout. A remote's site holds its immutable version folders `v/<version>-<commit>/`; the shell's holds
 * the live `remotes.json` (remote name -> manifest URL), the one file a switch changes. Each unit folder
 * keeps its release log in `.releases.json` (dot files are never deployed: firebase.json ignores them).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { units, localUrl, type UnitKey } from '../units.ts';

export type Target = 'local' | 'firebase';

/** Unit names as the commands take them (the folder names): shell, mf-content, … */
export const unitNames = Object.values(units).map((unit) => unit.dir);

export function unitKeyOf(name: string): UnitKey | undefined {
  return (Object.keys(units) as UnitKey[]).find((key) => units[key].dir === name);
}

/** `<hosting>/<unit folder>`: what `firebase deploy --only hosting:<unit>` uploads. */
export function unitHostingDir(hosting: string, unit: UnitKey): string {
  return path.join(hosting, units[unit].dir);
}

/** The Firebase Hosting site of each target, from .firebaserc (the default project). */
export function firebaseSites(root: string): { project: string; sites: Record<string, string> } {
  const rc = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')) as {
    projects: { default: string };
    targets: Record<string, { hosting: Record<string, string[]> }>;
  };
  const project = rc.projects.default;
  const hosting = rc.targets[project]?.hosting ?? {};
  return {
    project,
    sites: Object.fromEntries(Object.entries(hosting).map(([target, [site]]) => [target, site ?? ''])),
  };
}

/** The public URL of a unit's site: its local server, or its Firebase Hosting site. */
export function siteUrl(root: string, unit: UnitKey, target: Target): string {
  if (target === 'local') return localUrl(units[unit].port);
  const site = firebaseSites(root).sites[units[unit].dir];
  if (!site) throw new Error(`.firebaserc no tiene un sitio para ${units[unit].dir}`);
  return `https://${site}.web.app/`;
}

/** '1.4.0' + '3f2a9c1' -> '1.4.0-3f2a9c1' */
export function versionFolder(version: string, commit: string): string {
  return `${version}-${commit}`;
}

export function versionUrl(site: string, folder: string): string {
  return `${site}v/${folder}/`;
}

/** The version folder a manifest URL points into, if it is one ('…/v/1.4.0-3f2a9c1/mf-manifest.json'). */
export function folderOfUrl(url: string | undefined): string | undefined {
  return url?.match(/\/v\/([^/]+)\/mf-manifest\.json$/)?.[1];
}

/** Writes a file all at once (a reader never sees half of it). */
export function writeAtomic(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

export type RemotesJson = Record<string, string>;

export function remotesJsonPath(hosting: string): string {
  return path.join(unitHostingDir(hosting, 'shell'), 'remotes.json');
}

export function readRemotesJson(hosting: string): RemotesJson | undefined {
  const file = remotesJsonPath(hosting);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RemotesJson) : undefined;
}

interface Switch {
  at: string;
  action: 'release' | 'rollback';
  /** What was live before (a manifest URL for a remote, a folder for the shell). */
  from?: string;
  to: string;
}

export interface ReleaseLog {
  /** Published version folders, oldest first. */
  published: Array<{ folder: string; at: string }>;
  switches: Switch[];
}

export function readLog(unitDir: string): ReleaseLog {
  const file = path.join(unitDir, '.releases.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleaseLog) : { published: [], switches: [] };
}

export function writeLog(unitDir: string, log: ReleaseLog): void {
  writeAtomic(path.join(unitDir, '.releases.json'), `${JSON.stringify(log, null, 2)}\n`);
}
