/** Whether the page is being rendered to HTML by the deploy-time prerender (scripts/prerender/). */

declare global {
  interface Window {
    /** Set by scripts/prerender/ before any script of the page runs. */
    __FRIO_PRERENDER__?: boolean;
  }
}

/**
 * True while the prerender's browser renders this page into its HTML document: a page may then wait for
 * data during its render (React's static renderer waits for it), which it never does for a visitor.
 */
export const isPrerendering = (): boolean => typeof window !== 'undefined' && window.__FRIO_PRERENDER__ === true;
