import { siteRoutes } from '@frio/shared/routes';

/** Raised when a remote's page cannot be loaded; the route error screen names the section. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`No se pudo cargar ${remote}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** 'mf_content/HomePage' -> 'mf_content' */
export function remoteOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/** A page of the route table (its failure shows the error screen), as opposed to a widget. */
export function isPageExpose(id: string): boolean {
  return siteRoutes.some((route) => route.page === id);
}
