import { createElement, lazy, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { withTimeout } from '@frio/shared/timeout';
import { RemoteLoadError, remoteOf } from './remote-error.ts';
import { remotesReady } from './remotes-config.ts';

/** How long a page may take to arrive before its fallback shows. */
const REMOTE_TIMEOUT_MS = 10_000;

type PageModule = { default: ComponentType };

/** How a page's module arrives: through federation in the browser; the server renderer imports it (setPageLoader). */
let importPage = (id: string) => remotesReady().then(() => loadRemote<PageModule>(id));

/**
 * On the server: pages come from the server build's own modules, not from the remotes' origins. A new
 * loader (a unit released since) forgets the pages loaded through the previous one.
 */
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
 * Starts loading a page's module and resolves when it is there, or failed, or after `waitMs`. The shell
 * waits for the first page this way before its first render: the page then appears in that render,
 * instead of after a loading placeholder (which React keeps on screen for at least 300 ms).
 */
export function preloadPage(id: string, waitMs: number): Promise<void> {
  return withTimeout(loadPage(id), waitMs, () => new Error('still loading')).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A page exposed by a remote, e.g. 'mf_content/HomePage': rendered directly once its module is loaded,
 * otherwise a lazy component that loads it, suspends inside the layout (navbar and footer stay mounted),
 * and passes a failure to the page's error boundary.
 */
export function remotePage(id: string): ComponentType {
  const Lazy = lazy(() => loadPage(id));
  return function RemotePage() {
    return createElement(loaded.get(id) ?? Lazy);
  };
}
