/**
 * Where the remotes are, read once per page load: the deploy-time /remotes.json (remote name ->
 * manifest URL) and the manifest of the remote that renders the current URL. Both the route prefetch
 * (which runs before React) and the federation setup import this one module, so each file is fetched
 * once and the setup reuses what the prefetch already read. No federation runtime in here: the
 * prefetch entry stays tiny.
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

/** /remotes.json, parsed (fetched once; the server sends it no-store). */
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

/** A remote's manifest, fetched at most once per page load; rejects when remotes.json names no manifest. */
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

/** Absolute URL of a file listed in a manifest (relative to its publicPath, else to the manifest). */
export function manifestUrl(manifest: Manifest, manifestLocation: string, file: string): string {
  return new URL(file, manifest.metaData?.publicPath ?? new URL('.', manifestLocation).href).href;
}

/** The remote's ES module entry (remoteEntry.js) named by its manifest, if it names one. */
export function entryUrl(manifest: Manifest, manifestLocation: string): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? manifestUrl(manifest, manifestLocation, `${entry.path ?? ''}${entry.name}`) : undefined;
}
