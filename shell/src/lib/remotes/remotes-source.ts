/**
 * Where the remotes are: /remotes.json and the manifests, each fetched once per page load and shared by
 * the route prefetch and the federation setup. No federation runtime in here: the prefetch entry stays tiny.
 */
import type { ExposeManifestFields } from '@frio/shared/contract';
import { pageFor } from '@frio/shared/routes';

export type RemotesConfig = Record<string, string>;

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[] };
}

export interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: ManifestAssets } & ExposeManifestFields>;
}

export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error('remotes.json: se esperaba un objeto');
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [name, url] of entries) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url))
      throw new Error(`remotes.json: URL inválida para ${name}`);
  }
  return Object.fromEntries(entries) as RemotesConfig;
}

async function fetchJson(url: string): Promise<unknown> {
  // Default request mode, so the document's <link rel=preload> of /remotes.json is reused.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

let remotes: Promise<RemotesConfig> | undefined;

/** Fetched once per page load (the server sends it no-store). */
export function readRemotes(url = '/remotes.json'): Promise<RemotesConfig> {
  remotes ??= fetchJson(url).then(parseRemotesConfig);
  return remotes;
}

/** The remote ('mf_content') and exposed page ('HomePage') that render a pathname, if any. */
export function routeTarget(pathname: string): { remote: string; expose: string } | undefined {
  const [remote, expose] = pageFor(pathname)?.split('/') ?? [];
  return remote && expose ? { remote, expose } : undefined;
}

const manifests = new Map<string, Promise<Manifest>>();

/** Rejects when remotes.json names no manifest (a remote on its dev server). */
export function readManifest(remote: string): Promise<Manifest> {
  let manifest = manifests.get(remote);
  if (!manifest) {
    manifest = readRemotes().then((config) => {
      const url = config[remote];
      if (!url?.endsWith('.json')) throw new Error(`${remote}: sin manifiesto`);
      return fetchJson(url) as Promise<Manifest>;
    });
    manifests.set(remote, manifest);
  }
  return manifest;
}

/** Relative to the manifest's publicPath, else to the manifest. */
export function manifestUrl(manifest: Manifest, manifestLocation: string, file: string): string {
  return new URL(file, manifest.metaData?.publicPath ?? new URL('.', manifestLocation).href).href;
}

export function entryUrl(manifest: Manifest, manifestLocation: string): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? manifestUrl(manifest, manifestLocation, `${entry.path ?? ''}${entry.name}`) : undefined;
}
