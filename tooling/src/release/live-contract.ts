/** What a release is checked against: the contract and the manifests of what is live. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { remoteExposes, routedPages } from '../pages.ts';
import { units, type UnitKey } from '../units.ts';
import {
  checkExposes,
  checkShared,
  type FederationManifest,
  type Provider,
  type RemoteExpectation,
} from './contract-check.ts';
import { folderOfUrl, unitHostingDir } from './hosting.ts';
import { readJson } from './steps.ts';

/** The contract the live shell was built with (kept by its release), else the workspace's. */
export function contractIndex(root: string, hosting: string): string {
  const live = path.join(unitHostingDir(hosting, 'shell'), '.contract', 'index.ts');
  return existsSync(live) ? live : path.join(root, 'shared/src/contract/index.ts');
}

/**
 * What remote `name` must expose for the shell whose contract is `indexFile`: the pages its routes name (the
 * copy a shell release keeps beside its contract, pages.json; else the workspace's routes) and its contract's.
 */
export async function expectationFor(indexFile: string, name: string): Promise<RemoteExpectation | undefined> {
  const mod = (await import(pathToFileURL(indexFile).href)) as { remoteContracts: RemoteExpectation[] };
  if (!mod.remoteContracts.some((remote) => remote.name === name)) return undefined;
  const pages = readJson<Record<string, string[]>>(path.join(path.dirname(indexFile), 'pages.json')) ?? routedPages();
  return { name, exposes: remoteExposes(name, pages, mod.remoteContracts) };
}

/** The manifest a remotes.json URL points at, read from the hosting directory. */
export function hostedManifest(
  hosting: string,
  unit: UnitKey,
  url: string | undefined,
): FederationManifest | undefined {
  if (!url) return undefined;
  const folder = folderOfUrl(url);
  const dir = unitHostingDir(hosting, unit);
  return readJson(folder ? path.join(dir, 'v', folder, 'mf-manifest.json') : path.join(dir, 'mf-manifest.json'));
}

export const remoteKeys = (Object.keys(units) as UnitKey[]).filter((key) => key !== 'shell');

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
export async function checkManifest(
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
