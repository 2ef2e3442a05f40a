import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(cleanup);

// Node 25 and later define a `localStorage` and `sessionStorage` of their own (unusable without
// --localstorage-file), which hide jsdom's from the tests: the page's storage is jsdom's.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
if (dom)
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
