/** Reads the deploy-time /remotes.json (remote name -> manifest URL) and registers the remotes. */
import { registerRemotes } from '@module-federation/runtime';

export type RemotesConfig = Record<string, string>;

export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('remotes.json: se esperaba un objeto');
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [name, url] of entries) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`remotes.json: URL inválida para ${name}`);
  }
  return Object.fromEntries(entries) as RemotesConfig;
}

async function registerRemotesFromConfig(url: string): Promise<void> {
  // Default request mode so the <link rel=preload> of index.html is reused (the server sends no-store).
  const response = await fetch(url);
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const config = parseRemotesConfig(await response.json());
  registerRemotes(
    // A manifest (production) or a bare ES module entry (a remote on its Vite dev server).
    Object.entries(config).map(([name, entry]) => (entry.endsWith('.js') ? { name, entry, type: 'module' } : { name, entry })),
    { force: true },
  );
}

let ready: Promise<void> | undefined;

/**
 * Registers the remotes once (started before the first render); every remote load awaits it.
 * A missing or broken remotes.json is logged and leaves the remotes unregistered, so each page
 * shows its "not available" screen while the frame keeps working.
 */
export function remotesReady(url = '/remotes.json'): Promise<void> {
  ready ??= registerRemotesFromConfig(url).catch((error: unknown) => console.error('[remotes]', error));
  return ready;
}
