/** Registers the remotes of the deploy-time /remotes.json with the federation runtime. */
import { registerRemotes } from '@module-federation/runtime';
import { entryUrl, readManifest, readRemotes, routeTarget } from './remotes-source.ts';

type Remote = { name: string; entry: string; type?: 'module' };

/**
 * A manifest (production) or a bare ES module entry (a remote on its Vite dev server). The current page's
 * remote is registered by its entry, so the runtime does not fetch the manifest the prefetch already read.
 */
async function remoteFor(name: string, location: string, current: string | undefined): Promise<Remote> {
  if (location.endsWith('.js')) return { name, entry: location, type: 'module' };
  if (name === current) {
    const entry = await readManifest(name).then(
      (manifest) => entryUrl(manifest, location),
      () => undefined,
    );
    if (entry) return { name, entry, type: 'module' };
  }
  return { name, entry: location };
}

async function registerRemotesFromConfig(url: string): Promise<void> {
  const config = await readRemotes(url);
  const current = routeTarget(window.location.pathname)?.remote;
  const remotes = await Promise.all(
    Object.entries(config).map(([name, location]) => remoteFor(name, location, current)),
  );
  registerRemotes(remotes, { force: true });
}

let ready: Promise<void> | undefined;

/**
 * Every remote load awaits it. A broken remotes.json leaves the remotes unregistered, so each page shows
 * its "not available" screen while the frame keeps working.
 */
export function remotesReady(url = '/remotes.json'): Promise<void> {
  ready ??= registerRemotesFromConfig(url).catch((error: unknown) => console.error('[remotes]', error));
  return ready;
}
