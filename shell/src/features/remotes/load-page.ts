import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { RemoteLoadError, remoteOf } from './remote-error.ts';
import { remotesReady } from './remotes-config.ts';

/** How long a page may take to arrive before its fallback shows. */
export const REMOTE_TIMEOUT_MS = 10_000;

type PageModule = { default: ComponentType };

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remoteOf(id), new Error('timeout'))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadPage(id: string): Promise<PageModule> {
  let mod: PageModule | null;
  try {
    mod = await withTimeout(
      remotesReady().then(() => loadRemote<PageModule>(id)),
      REMOTE_TIMEOUT_MS,
      id,
    );
  } catch (error) {
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remoteOf(id), error);
  }
  if (!mod?.default) throw new RemoteLoadError(remoteOf(id));
  return mod;
}

/**
 * A page exposed by a remote, e.g. 'mf_content/HomePage', as a lazy component: it loads when first
 * rendered, suspends inside the layout (navbar and footer stay mounted), and a failure reaches the
 * route's error element.
 */
export function remotePage(id: string): LazyExoticComponent<ComponentType> {
  return lazy(() => loadPage(id));
}
