import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(cleanup);

// findBy and waitFor wait up to 5 s (Testing Library's default is 1 s): on a 2-core machine with a build
// beside the run, a list's render alone has taken longer, and a test then failed on what a visitor
// would only have waited for.
configure({ asyncUtilTimeout: 5_000 });

// Node 25 and later define a `localStorage` and `sessionStorage` of their own (unusable without
// --localstorage-file), which hide jsdom's from the tests: the page's storage is jsdom's.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
if (dom)
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });

// jsdom lays nothing out and has no scrollIntoView; in the tests a scroll is a no-op (e2e checks what scrolls).
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

// A project's test files share a worker (vitest.config.ts): each starts with fresh source modules (so its
// vi.mock applies), empty storage and a blank document, as in a process of its own.
vi.resetModules();
if (dom) {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
}
