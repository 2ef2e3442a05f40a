import { createElement, lazy, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { withTimeout } from '@frio/shared/timeout';
import { RemoteLoadError, remoteOf } from './remote-error.ts';
import { remotesReady } from './remotes-config.ts';

/** How long a page may take to arrive before its fallback shows. */
const REMOTE_TIMEOUT_MS = 10_000;

type PageModule = { default: ComponentType };

/** Through federation in the browser; the server renderer sets its own (setPageLoader). */
let importPage = (id: string) => remotesReady().then(() => loadRemote<PageModule>(id));

/** On the server. A new loader (a unit released since) forgets the pages loaded through the previous one. */
export function setPageLoader(load: (id: string) => Promise<PageModule>): void {
  importPage = load;
  loads.clear();
  loaded.clear();
}

async function fetchPage(id: string): Promise<PageModule> {
  let mod: PageModule | null;
  try {
    mod = await withTimeout(
      importPage(id),
      REMOTE_TIMEOUT_MS,
      () => new RemoteLoadError(remoteOf(id), new Error('timeout')),
    );
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remoteOf(id), error);
  }
  if (!mod?.default) throw new RemoteLoadError(remoteOf(id));
  return mod;
}

/** One load per page and page view (a failure stays failed until the visitor retries: a reload). */
const loads = new Map<string, Promise<PageModule>>();
/** Pages whose module has arrived: they render at once, without suspending. */
const loaded = new Map<string, ComponentType>();

function loadPage(id: string): Promise<PageModule> {
  let load = loads.get(id);
  if (!load) {
    load = fetchPage(id).then((mod) => {
      loaded.set(id, mod.default);
      return mod;
    });
    loads.set(id, load);
  }
  return load;
}

/**
 * Resolves when the page's module is there, or failed, or after `waitMs` if given. Waiting before the
 * first render avoids a loading placeholder, which React keeps on screen for at least 300 ms.
 */
export function preloadPage(id: string, waitMs?: number): Promise<void> {
  const load =
    waitMs === undefined ? loadPage(id) : withTimeout(loadPage(id), waitMs, () => new Error('still loading'));
  return load.then(
    () => undefined,
    () => undefined,
  );
}

/** A page exposed by a remote ('mf_content/HomePage'): rendered directly once loaded, else lazily. */
export function remotePage(id: string): ComponentType {
  const Lazy = lazy(() => loadPage(id));
  return function RemotePage() {
    return createElement(loaded.get(id) ?? Lazy);
  };
}
