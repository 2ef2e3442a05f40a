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

export function isPageExpose(id: string): boolean {
  return id.endsWith('Page');
}
